// Provider states of the SDK's consumer pacts. Each seeds through the server's own services, with the
// parameters the consumer names, so a state means here what it means in production code.
import type { VerifierOptions } from '@pact-foundation/pact';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { ensureInvitationCode } from '../../src/modules/account/invitation';
import { MemberType } from '../../src/modules/member/memberTypes';
import { members } from '../../src/modules/member/tables';
import { verificationCodes } from '../../src/modules/verification/tables';
import {
  createMember,
  findMemberByAccount,
  setMemberMobile,
} from '../../src/modules/member/service';
import { createSession } from '../../src/modules/session/service';
import { DEFAULT_MERCHANT_CODE, getMerchant } from '../../src/modules/system/service';
import { updateMerchantStatus } from '../../src/modules/system/settings';
import { recordAttempt } from '../../src/modules/session/attempts';
import { rememberIp } from '../../src/modules/session/extraVerification';
import { storeCode } from '../../src/modules/verification/codes';
import { normalisePhone } from '../../src/modules/verification/phone';
import { defaultVerificationSettings, sendCode } from '../../src/modules/verification/service';
import { depositFromSandbox } from '../../src/modules/wallet/service';
import { gameStateHandlers } from './gameStates';
import { walletCenterStates } from './walletCenterStates';
import { rewardStates } from './rewardStates';
import { pointStates } from './pointStates';
import { rgStates } from './rgStates';
import { crashStates } from './crashStates';
import { slotStates } from './slotStates';
import { contractStates } from './contractStates';
import { agentStates } from './agentStates';

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

export function stateHandlers(database: Database, sessionTtlMs: number): Record<string, StateSetup> {
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

    // --- verification ---
    'member {account} has mobile number {mobileNum}': async (params) => {
      const member = await createMember(db, {
        merchantCode,
        account: text(params, 'account'),
        password: `${text(params, 'account')}-Pact1!`,
      });
      await setMemberMobile(
        db,
        member.id,
        normalisePhone(merchantCode, { mobileNum: text(params, 'mobileNum') }),
      );
      return undefined;
    },

    // --- session ---
    'member {account} has mobile number {mobileNum} and login code {code}': async (params) => {
      const member = await createMember(db, {
        merchantCode,
        account: text(params, 'account'),
        password: 'Pact1234!',
      });
      const destination = normalisePhone(merchantCode, { mobileNum: text(params, 'mobileNum') });
      await setMemberMobile(db, member.id, destination);
      await storeCode(
        db,
        { merchantCode, purpose: 'login', channel: 'sms', destination },
        text(params, 'code'),
        5,
      );
      return undefined;
    },

    'member {account} has email {email} and password reset code {code}': async (params) => {
      const member = await createMember(db, {
        merchantCode,
        account: text(params, 'account'),
        password: 'Pact1234!',
      });
      const destination = text(params, 'email').toLowerCase();
      await db.update(members).set({ email: destination }).where(eq(members.id, member.id));
      await storeCode(
        db,
        { merchantCode, purpose: 'password', channel: 'email', destination },
        text(params, 'code'),
        5,
      );
      return undefined;
    },

    'member {account} failed to log in {failures} times': async (params) => {
      const failures = Number((params as Params | undefined)?.failures);
      for (let i = 0; i < failures; i++)
        await recordAttempt(
          db,
          { merchantCode, account: text(params, 'account'), ip: '192.0.2.200' },
          false,
        );
      return undefined;
    },

    'member {account} of type {type} exists with password {password}': async (params) => {
      const type = Number((params as Params | undefined)?.type);
      await createMember(db, {
        merchantCode,
        account: text(params, 'account'),
        password: text(params, 'password'),
        type,
      });
      return undefined;
    },

    'member {account} with password {password} and mobile {mobileNum} logged in before from elsewhere':
      async (params) => {
        const member = await createMember(db, {
          merchantCode,
          account: text(params, 'account'),
          password: text(params, 'password'),
        });
        await setMemberMobile(
          db,
          member.id,
          normalisePhone(merchantCode, { mobileNum: text(params, 'mobileNum') }),
        );
        await rememberIp(db, member.id, '203.0.113.50');
        return undefined;
      },

    'mobile number {mobileNum} was sent too many codes': async (params) => {
      const destination = normalisePhone(merchantCode, { mobileNum: text(params, 'mobileNum') });
      const target = {
        merchantCode,
        purpose: 'register' as const,
        channel: 'sms' as const,
        destination,
      };
      const settings = { ...defaultVerificationSettings, sendIntervalMs: 0 };
      for (let i = 0; i < settings.maxSendsPerWindow; i++) await sendCode(db, target, settings);
      // The last send a minute ago: past the one-a-second throttle, inside the 5-minute wait.
      await db
        .update(verificationCodes)
        .set({ createdAt: new Date(Date.now() - 60_000) })
        .where(eq(verificationCodes.destination, destination));
      return undefined;
    },

    // --- account ---
    'agent {account} has affiliate code {code}': async (params) => {
      const agent = await createMember(db, {
        merchantCode,
        account: text(params, 'account'),
        password: `${text(params, 'account')}-Pact1!`,
        type: MemberType.AGENT,
      });
      await ensureInvitationCode(db, merchantCode, agent.id, text(params, 'code'));
      return undefined;
    },

    'register code {code} was sent to {mobileNum}': async (params) => {
      const destination = normalisePhone(merchantCode, { mobileNum: text(params, 'mobileNum') });
      const target = {
        merchantCode,
        purpose: 'register' as const,
        channel: 'sms' as const,
        destination,
      };
      await storeCode(db, target, text(params, 'code'), 5);
      return undefined;
    },

    'member {account} has email {email}': async (params) => {
      const member = await createMember(db, {
        merchantCode,
        account: text(params, 'account'),
        password: `${text(params, 'account')}-Pact1!`,
      });
      await db
        .update(members)
        .set({ email: text(params, 'email') })
        .where(eq(members.id, member.id));
      return undefined;
    },

    // --- system ---
    'the merchants are seeded': async () => undefined,

    'merchant {merchantCode} is in maintenance': async (params) => {
      await updateMerchantStatus(db, text(params, 'merchantCode'), { maintenance: true });
      return undefined;
    },

    // The verifier calls from loopback, in whichever form the socket reports it.
    'merchant {merchantCode} blocks the visitor IP': async (params) => {
      const blockedIps = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];
      await updateMerchantStatus(db, text(params, 'merchantCode'), { blockedIps });
      return undefined;
    },
    ...gameStateHandlers(database, sessionTtlMs),
    // wallet and member center (issue 6)
    ...walletCenterStates(database, sessionTtlMs),
    ...rewardStates(database, sessionTtlMs),
    ...contractStates(database, sessionTtlMs),
    ...agentStates(database, sessionTtlMs),
    ...pointStates(database, sessionTtlMs),
    ...rgStates(database, sessionTtlMs),
    ...crashStates(database, sessionTtlMs),
    ...slotStates(database, sessionTtlMs),
  };
  return handlers satisfies StateHandlers;
}
