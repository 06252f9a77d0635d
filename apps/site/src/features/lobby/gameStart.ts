import { paths } from '@/config/paths';

/** What a game start needs to know of the game (spec §3). */
export interface StartableGame {
  nodeId: string;
  vassalage: string;
  gameCode: string;
  gameType: string;
  isGame: string;
  displayName: string;
  /** Return to player in percent (issue 15), shown under the game's title. */
  rtp?: number;
}

/** The lottery page a lottery vendor's game plays on (spec §4); undefined for every other vendor. */
export function lotteryPageHref(vassalage: string, gameCode: string): string | undefined {
  switch (vassalage) {
    case 'TCG_LOTTO_VN':
      return paths.vnLottery.href(gameCode);
    case 'TCG_SEA':
      return paths.seaLottery.href(gameCode);
    case 'LOTT':
    case 'ELOTT':
      return paths.lottery.href(gameCode);
  }
  return undefined;
}

export type GameStartDecision =
  | { kind: 'login' }
  | { kind: 'trial' }
  | { kind: 'navigate'; to: string }
  | { kind: 'vendorGames' }
  | { kind: 'launch' };

/** The in-house crash games play on their own live page, where trial members may watch (issue 14). */
export const isInHouseCrash = (game: StartableGame) =>
  game.gameType === 'CRASH' && game.vassalage === 'INHOUSE' && game.isGame === 'GAME';

/**
 * Spec §4 game start: login first, then the in-house crash games' own page, then no trial accounts, then
 * by vassalage: the lottery vendors go to their pages, a VASSALAGE entry opens its vendor's games, every
 * other game starts in place.
 */
export function decideGameStart(
  game: StartableGame,
  flags: { isLogin: boolean; isTrial: boolean },
): GameStartDecision {
  if (!flags.isLogin) return { kind: 'login' };
  // The crash page's path (shared/crashPaths.ts), written out here so no extra chunk loads for it.
  if (isInHouseCrash(game))
    return { kind: 'navigate', to: `/crash/play/${encodeURIComponent(game.nodeId)}` };
  if (flags.isTrial) return { kind: 'trial' };
  const lotteryPage = lotteryPageHref(game.vassalage, game.gameCode);
  if (lotteryPage) return { kind: 'navigate', to: lotteryPage };
  if (game.isGame === 'VASSALAGE') return { kind: 'vendorGames' };
  return { kind: 'launch' };
}
