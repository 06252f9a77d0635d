import { paths } from '@/config/paths';

/** What a game start needs to know of the game (spec §3). */
export interface StartableGame {
  nodeId: string;
  vassalage: string;
  gameCode: string;
  gameType: string;
  isGame: string;
  displayName: string;
}

export type GameStartDecision =
  | { kind: 'login' }
  | { kind: 'trial' }
  | { kind: 'navigate'; to: string }
  | { kind: 'vendorGames' }
  | { kind: 'launch' };

/**
 * Spec §4 game start: login first, then no trial accounts, then by vassalage: the lottery vendors go to
 * their pages, a VASSALAGE entry opens its vendor's games, every other game starts in place.
 */
export function decideGameStart(
  game: StartableGame,
  flags: { isLogin: boolean; isTrial: boolean },
): GameStartDecision {
  if (!flags.isLogin) return { kind: 'login' };
  if (flags.isTrial) return { kind: 'trial' };
  switch (game.vassalage) {
    case 'TCG_LOTTO_VN':
      return { kind: 'navigate', to: paths.vnLottery.href(game.gameCode) };
    case 'TCG_SEA':
      return { kind: 'navigate', to: paths.seaLottery.href(game.gameCode) };
    case 'LOTT':
    case 'ELOTT':
      return { kind: 'navigate', to: paths.lottery.href(game.gameCode) };
  }
  if (game.isGame === 'VASSALAGE') return { kind: 'vendorGames' };
  return { kind: 'launch' };
}
