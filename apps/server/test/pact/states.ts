// Provider states of the SDK's consumer pacts. Each seeds through the server's own services, with the
// parameters the consumer names, so a state means here what it means in production code.
import type { VerifierOptions } from '@pact-foundation/pact';
import type { Database } from '../../src/db/database';
import { createMember, findMemberByAccount } from '../../src/modules/member/service';
import { createSession } from '../../src/modules/session/service';
import { DEFAULT_MERCHANT_CODE, getMerchant } from '../../src/modules/system/service';
import { depositFromSandbox } from '../../src/modules/wallet/service';
import { walletCenterStates } from './walletCenterStates';

type Params = Record<string, unknown>;
type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;
type StateSetup = (params?: unknown) => Promise<{ token: string } | undefined>;

function text(params: unknown, name: string): string {
  const value = (params as Params | undefined)?.[name];
  if (typeof value !== 'string' || value === '')
    throw new Error(`provider state needs a string parameter "${name}"`);
  return value;
}

function minorUnits(params: unknown, name: string): number {
  const value = Number((params as Params | undefined)?.[name]);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`provider state needs "${name}" in integer minor units`);
  return value;
}

export function stateHandlers(database: Database, sessionTtlMs: number): StateHandlers {
  const { db } = database;
  const merchantCode = DEFAULT_MERCHANT_CODE;

  const handlers: Record<string, StateSetup> = {
    'no member {account} exists': async (params) => {
      const account = text(params, 'account');
      if (await findMemberByAccount(db, merchantCode, account))
        throw new Error(`member ${account} exists after the reset`);
      return undefined;
    },

    'member {account} exists with password {password}': async (params) => {
      await createMember(db, {
        merchantCode,
        account: text(params, 'account'),
        password: text(params, 'password'),
      });
      return undefined;
    },

    'member {account} is logged in with balance {balance}': async (params) => {
      const account = text(params, 'account');
      const balance = minorUnits(params, 'balance');
      const merchant = await getMerchant(db, merchantCode);
      const member = await createMember(db, {
        merchantCode,
        account,
        password: `${account}-Pact1!`,
      });
      if (balance > 0) {
        await depositFromSandbox(db, {
          memberId: member.id,
          currency: merchant!.currency,
          amount: balance,
          idempotencyKey: `pact:${account}:balance`,
        });
      }
      const { token } = await createSession(db, { memberId: member.id, ttlMs: sessionTtlMs });
      // Fills the consumer's fromProviderState('Bearer ${token}', ...).
      return { token };
    },

    'no session exists': async () => undefined,

    // wallet and member center (issue 6)
    ...walletCenterStates(database, sessionTtlMs),
  };
  return handlers satisfies StateHandlers;
}
