// Provider states of the games, lottery and lobby pacts; each seeds through the server's own services.
import type { Database } from '../../src/db/database';
import { addFavorite, recordRecent } from '../../src/modules/games/favorites';
import { setMaintenance } from '../../src/modules/games/service';
import { MemberType } from '../../src/modules/member/memberTypes';
import { createMember, findMemberByAccount } from '../../src/modules/member/service';
import { createSession } from '../../src/modules/session/service';
import { DEFAULT_MERCHANT_CODE } from '../../src/modules/system/service';
import { seedGames, seedLobby } from '../../src/seed';

type StateSetup = (params?: unknown) => Promise<{ token: string } | undefined>;

function text(params: unknown, name: string): string {
  const value = (params as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== 'string' || value === '')
    throw new Error(`provider state needs a string parameter "${name}"`);
  return value;
}

export function gameStateHandlers(database: Database, sessionTtlMs: number): Record<string, StateSetup> {
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
