import { describe, expect, it } from 'vitest';
import { gameRounds } from '../src/db/schema';
import { setWhitelabelFlags } from '../src/modules/system/whitelabel';
import { databases } from './helpers/databases';
import { useCatalogueServer, value } from './helpers/games';
import { newMember } from './helpers/server';

interface Game { nodeId: string; vassalage: string; gameCode: string; gameName?: string; displayName: string }

describe.each(databases('both'))('home popular and routers on $name', ({ open }) => {
  const context = useCatalogueServer(open);
  let bets = 0;

  const playRounds = async (memberId: string, game: Game, rounds: number, status = 'settled') => {
    for (let i = 0; i < rounds; i++)
      await context.database.db.insert(gameRounds).values({
        betId: `popular-${process.pid}-${++bets}`,
        memberId,
        vendor: game.vassalage,
        gameType: 'RNG',
        gameCode: game.gameCode,
        gameName: game.displayName,
        currency: 'BRL',
        betAmount: 100,
        status,
      });
  };

  it('falls back to the hot games where nothing has been played', async () => {
    const hot = await value<Game[]>(context.app, '/wps/relay/GCSGAME_hotGamesV2', { 'x-merchant-code': 'BD' });
    const popular = await value(context.app, '/wps/home/popularAndRouters', { 'x-merchant-code': 'BD' });
    expect(popular.basis).toBe('hot');
    expect(popular.games.map((g: Game) => g.nodeId)).toEqual(hot.slice(0, 12).map((g) => g.nodeId));
  });

  it("puts the merchant's most played games of the recent days first, then hot games, at most 12", async () => {
    const page = await value<{ content: Game[] }>(context.app, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=40');
    const hot = new Set((await value<Game[]>(context.app, '/wps/relay/GCSGAME_hotGamesV2')).map((g) => g.nodeId));
    const [most, second] = page.content.filter((g) => !hot.has(g.nodeId) && g.gameCode);
    const member = await newMember(context.database);
    await playRounds(member.id, second!, 2);
    await playRounds(member.id, most!, 3);
    // cancelled rounds do not count
    await playRounds(member.id, second!, 5, 'cancelled');
    const popular = await value(context.app, '/wps/home/popularAndRouters');
    expect(popular.basis).toBe('bets');
    expect(popular.games.slice(0, 2).map((g: Game) => g.nodeId)).toEqual([most!.nodeId, second!.nodeId]);
    expect(popular.games).toHaveLength(12);
    expect(new Set(popular.games.map((g: Game) => g.nodeId)).size).toBe(12);
    // another merchant's bets are not this merchant's popular games
    expect((await value(context.app, '/wps/home/popularAndRouters', { 'x-merchant-code': 'BD' })).basis).toBe('hot');
  });

  it('lists the routes the whitelabel tree switches on', async () => {
    await setWhitelabelFlags(context.database.db, 'BR', { referral: false, register: true });
    const keys = async () => (await value(context.app, '/wps/home/popularAndRouters')).routers.map((r: { key: string }) => r.key);
    expect(await keys()).toEqual(['promotions', 'pointMall', 'rewardCenter', 'vip', 'register']);
    await setWhitelabelFlags(context.database.db, 'BR', { referral: true });
    expect(await keys()).toContain('inviteFriends');
  });
});
