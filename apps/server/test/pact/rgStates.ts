// Provider states of the responsible-gaming pact (issue 15): a logged-in member with a deposit limit whose
// raise waits its 24 hours, set through the module's own service.
import type { Database } from '../../src/db/database';
import { createMember } from '../../src/modules/member/service';
import { setLimit } from '../../src/modules/responsible/limits';
import { createSession } from '../../src/modules/session/service';
import { DEFAULT_MERCHANT_CODE } from '../../src/modules/system/service';

type StateSetup = (params?: unknown) => Promise<Record<string, string> | undefined>;

const text = (params: unknown, name: string): string => {
  const value = (params as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== 'string' || value === '') throw new Error(`provider state needs a string parameter "${name}"`);
  return value;
};

export function rgStates(database: Database, sessionTtlMs: number): Record<string, StateSetup> {
  const { db } = database;
  return {
    'member {account} is logged in with a daily deposit limit of 5000 raised to 20000 pending': async (params) => {
      const account = text(params, 'account');
      const member = await createMember(db, { merchantCode: DEFAULT_MERCHANT_CODE, account, password: `${account}-Pact1!` });
      await setLimit(db, member.id, { kind: 'deposit', period: 'day', amount: 5_000 });
      await setLimit(db, member.id, { kind: 'deposit', period: 'day', amount: 20_000 });
      const { token } = await createSession(db, { memberId: member.id, ttlMs: sessionTtlMs });
      return { token };
    },
  };
}
