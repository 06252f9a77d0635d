// The home's "popular and routers" call (spec §7 Home): the merchant's most played games from real bet
// records, topped up with the hot games, and the routes its whitelabel tree switches on.
import { and, count, desc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { CatalogueView } from '../games/catalogueView';
import type { Game } from '../games/model';
import { members } from '../member/tables';
import { gameRounds } from '../records/tables';
import type { FlagValues } from '../system/whitelabel';

/** §9: home sections are capped at 12 items. */
export const POPULAR_LIMIT = 12;

/** The merchant's games by rounds played since `since`, most first (cancelled rounds do not count). */
async function mostPlayed(db: Db, merchantCode: string, since: Date) {
  return db
    .select({ vendor: gameRounds.vendor, gameCode: gameRounds.gameCode, rounds: count() })
    .from(gameRounds)
    .innerJoin(members, eq(members.id, gameRounds.memberId))
    .where(and(eq(members.merchantCode, merchantCode), gt(gameRounds.betAt, since), ne(gameRounds.status, 'cancelled')))
    .groupBy(gameRounds.vendor, gameRounds.gameCode)
    .orderBy(desc(count()), gameRounds.vendor, gameRounds.gameCode)
    // games since removed from the catalogue are skipped, so read a few more than shown
    .limit(POPULAR_LIMIT * 2);
}

export async function popularGames(db: Db, view: CatalogueView, merchantCode: string, days: number) {
  const since = new Date(Date.now() - days * 86_400_000);
  const played = (await mostPlayed(db, merchantCode, since))
    .map((row) => view.gameByCode(row.vendor, row.gameCode))
    .filter((game): game is Game => game !== undefined);
  const seen = new Set(played.map((game) => game.nodeId));
  const games = [...played, ...view.hotGames().filter((game) => !seen.has(game.nodeId))].slice(0, POPULAR_LIMIT);
  return { games, basis: played.length > 0 ? ('bets' as const) : ('hot' as const) };
}

type RouterKey = 'promotions' | 'pointMall' | 'rewardCenter' | 'vip' | 'inviteFriends' | 'register';

/** The routes the home links to, each with the whitelabel flag that must be on (none: always). */
const HOME_ROUTES: readonly { key: RouterKey; path: string; flag?: keyof FlagValues }[] = [
  { key: 'promotions', path: '/promotions' },
  { key: 'pointMall', path: '/pointMall' },
  { key: 'rewardCenter', path: '/member/rewardCenter' },
  { key: 'vip', path: '/member/vip' },
  { key: 'inviteFriends', path: '/member/referral', flag: 'referral' },
  { key: 'register', path: '/register', flag: 'register' },
];

export const homeRouters = (flags: FlagValues) =>
  HOME_ROUTES.filter((route) => !route.flag || flags[route.flag] === true).map(({ key, path }) => ({ key, path }));
