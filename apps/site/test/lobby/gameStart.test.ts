import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { decideGameStart, type StartableGame } from '@/features/lobby/gameStart';
import { paths } from '@/config/paths';

const game = (over: Partial<StartableGame> = {}): StartableGame => ({
  nodeId: 'pg-1',
  vassalage: 'PG',
  gameCode: 'fortune-tiger',
  gameType: 'RNG',
  isGame: 'GAME',
  displayName: 'Fortune Tiger',
  ...over,
});
const member = { isLogin: true, isTrial: false };

describe('game start (spec §4)', () => {
  it('a visitor gets the login dialog and the game does not start', () => {
    expect(decideGameStart(game(), { isLogin: false, isTrial: false })).toEqual({ kind: 'login' });
    // the login check comes before anything else, lottery vendors included
    expect(decideGameStart(game({ vassalage: 'LOTT' }), { isLogin: false, isTrial: false })).toEqual({ kind: 'login' });
  });

  it('a trial account cannot start a game', () => {
    expect(decideGameStart(game(), { isLogin: true, isTrial: true })).toEqual({ kind: 'trial' });
    expect(decideGameStart(game({ vassalage: 'TCG_SEA' }), { isLogin: true, isTrial: true })).toEqual({ kind: 'trial' });
  });

  it('lottery vendors go to their pages with the gameCode', () => {
    expect(decideGameStart(game({ vassalage: 'TCG_LOTTO_VN', gameCode: 'HN' }), member)).toEqual({ kind: 'navigate', to: '/vnLottery?gameCode=HN' });
    expect(decideGameStart(game({ vassalage: 'TCG_SEA', gameCode: 'SG 4D' }), member)).toEqual({ kind: 'navigate', to: '/seaLottery?gameCode=SG+4D' });
    expect(decideGameStart(game({ vassalage: 'LOTT', gameCode: 'L1' }), member)).toEqual({ kind: 'navigate', to: '/lottery?gameCode=L1' });
    expect(decideGameStart(game({ vassalage: 'ELOTT', gameCode: 'E1' }), member)).toEqual({ kind: 'navigate', to: '/lottery?gameCode=E1' });
  });

  it('a VASSALAGE entry opens its vendor games; every other game starts in place', () => {
    expect(decideGameStart(game({ isGame: 'VASSALAGE' }), member)).toEqual({ kind: 'vendorGames' });
    expect(decideGameStart(game(), member)).toEqual({ kind: 'launch' });
  });
});

describe('route paths (spec §2)', () => {
  it('builds category hrefs from the game type, the vendor as ?vassalage', () => {
    expect(paths.category.href('RNG', 'PG')).toBe('/rng?vassalage=PG');
    expect(paths.category.href('COCKFIGHT')).toBe('/cockfight');
  });

  it('lottery pages answer their lower-case spellings too', () => {
    const routes = [{ path: paths.vnLottery.path }, { path: paths.seaLottery.path }, { path: paths.lottery.path }, ...paths.lotteryAliases.map((path) => ({ path }))];
    expect(matchRoutes(routes, '/vnlottery')?.[0]?.route.path).toBe('/vnLottery');
    expect(matchRoutes(routes, '/sealottery')?.[0]?.route.path).toBe('/seaLottery');
    expect(matchRoutes(routes, '/lottert')?.[0]?.route.path).toBe('/lottert');
  });
});
