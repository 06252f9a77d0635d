// Provider states of the games, lottery and lobby pacts; each seeds through the server's own services.
import type { Database } from '../../src/db/database';
import { addFavorite, recordRecent } from '../../src/modules/games/favorites';
import { setMaintenance } from '../../src/modules/games/service';
import { MemberType } from '../../src/modules/member/memberTypes';
import { createMember, findMemberByAccount } from '../../src/modules/member/service';
import { createSession } from '../../src/modules/session/service';
import { DEFAULT_MERCHANT_CODE } from '../../src/modules/system/service';
import { seedGames, seedLobby } from '../../src/seed';
import { seedPromotions } from '../../src/seed/promotions';
import { lotteryByCode } from '../../src/modules/games/lottery';
import { openDraw } from '../../src/modules/lottery/draws';
import { placeSlip } from '../../src/modules/lottery/service';

type StateSetup = (params?: unknown) => Promise<Record<string, string> | undefined>;

function text(params: unknown, name: string): string {
  const value = (params as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== 'string' || value === '')
    throw new Error(`provider state needs a string parameter "${name}"`);
  return value;
}

export function gameStateHandlers(
  database: Database,
  sessionTtlMs: number,
): Record<string, StateSetup> {
  const { db } = database;
  const memberId = async (params: unknown) => {
    const member = await findMemberByAccount(db, DEFAULT_MERCHANT_CODE, text(params, 'account'));
    if (!member) throw new Error(`state needs member ${text(params, 'account')} first`);
    return member.id;
  };

  return {
    // Only the named vendors' part of the catalogue: a reset and seed per interaction stays fast.
    'the catalogue has the games of {vendors}': async (params) => {
      await seedGames(db, { vendors: text(params, 'vendors').split(',') });
      return undefined;
    },
    'the lobby content is seeded': async () => {
      await seedLobby(db);
      return undefined;
    },
    // The promotions come with the lobby content; the consumer asks for one by its id from this state.
    'the lobby content is seeded with promotion {code}': async (params) => {
      await seedLobby(db);
      const ids = await seedPromotions(db, DEFAULT_MERCHANT_CODE, ['EN']);
      const promotionId = ids.get(text(params, 'code'));
      if (!promotionId) throw new Error(`no promotion ${text(params, 'code')} is seeded`);
      return { promotionId };
    },
    'game {nodeId} is in maintenance': async (params) => {
      await setMaintenance(db, { nodeId: text(params, 'nodeId') }, true);
      return undefined;
    },
    'member {account} has favourite {nodeId}': async (params) => {
      await addFavorite(db, await memberId(params), text(params, 'nodeId'));
      return undefined;
    },
    'member {account} has played {nodeId}': async (params) => {
      await recordRecent(db, await memberId(params), text(params, 'nodeId'));
      return undefined;
    },
    // Lottery betting (issue 14): the open draw's number, which the consumer's slip names.
    'lottery game {gameCode} takes bets': async (params) => {
      const game = await lotteryByCode(db, text(params, 'gameCode'));
      return { numero: openDraw(game, 0, Date.now()).numero };
    },
    'member {account} has a lottery bet on {gameCode}': async (params) => {
      const gameCode = text(params, 'gameCode');
      const game = await lotteryByCode(db, gameCode);
      await placeSlip(
        db,
        { memberId: await memberId(params), currency: 'BRL' },
        {
          gameCode,
          numero: openDraw(game, 0, Date.now()).numero,
          requestId: 'pact-lottery-bet',
          bets: [{ betType: 'de2', selection: '27', stake: 100 }],
        },
        0,
      );
      return undefined;
    },
    'trial member {account} is logged in': async (params) => {
      const account = text(params, 'account');
      const member = await createMember(db, {
        merchantCode: DEFAULT_MERCHANT_CODE,
        account,
        password: `${account}-Pact1!`,
        type: MemberType.TRIAL,
      });
      const { token } = await createSession(db, { memberId: member.id, ttlMs: sessionTtlMs });
      return { token };
    },
  };
}
