// Provider states of the wallet and member-center pacts (issue 6). Each seeds through the services and
// answers the values the consumer's fromProviderState expressions name (token, accountId, orderNo, ...).
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { MemberType } from '../../src/modules/member/memberTypes';
import { requestContract } from '../../src/modules/contracts/service';
import { createMember, type Member } from '../../src/modules/member/service';
import { listMessages } from '../../src/modules/messages/service';
import { bindExternalAccount, confirmExternalAccount } from '../../src/modules/profile/external';
import { storeTransactionPassword } from '../../src/modules/profile/transactionPassword';
import { createSession } from '../../src/modules/session/service';
import { DEFAULT_MERCHANT_CODE, getMerchant } from '../../src/modules/system/service';
import { depositFromSandbox } from '../../src/modules/wallet/service';
import { bindAccount } from '../../src/modules/withdrawals/accounts';
import { withdrawalOrders } from '../../src/modules/withdrawals/tables';
import { depositOrders } from '../../src/modules/payments/tables';
import { seedPlayerHistory } from '../../src/seed/walletCenter';

type Params = Record<string, unknown>;
type StateSetup = (params?: unknown) => Promise<Record<string, string> | undefined>;

const text = (params: unknown, name: string): string => {
  const value = (params as Params | undefined)?.[name];
  if (typeof value !== 'string' || value === '') throw new Error(`provider state needs a string parameter "${name}"`);
  return value;
};
const minorUnits = (params: unknown, name: string): number => {
  const value = Number((params as Params | undefined)?.[name]);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`provider state needs "${name}" in integer minor units`);
  return value;
};

export function walletCenterStates(database: Database, sessionTtlMs: number): Record<string, StateSetup> {
  const { db } = database;
  const merchantCode = DEFAULT_MERCHANT_CODE;

  const member = async (account: string, extra: { type?: number; parentId?: string } = {}) =>
    createMember(db, { merchantCode, account, password: `${account}-Pact1!`, ...extra });
  const session = async (m: Member) => (await createSession(db, { memberId: m.id, ttlMs: sessionTtlMs })).token;
  const fund = async (m: Member, balance: number) => {
    if (balance > 0) await depositFromSandbox(db, { memberId: m.id, currency: 'BRL', amount: balance, idempotencyKey: `pact:${m.account}:fund` });
  };
  const merchant = async () => (await getMerchant(db, merchantCode))!;

  return {
    'agent {account} is logged in with dividend and daily salary contract requests awaiting it': async (params) => {
      const m = await member(text(params, 'account'), { type: MemberType.AGENT });
      await requestContract(db, m.id, 'dividend', 3_000);
      await requestContract(db, m.id, 'daily_salary', 50);
      return { token: await session(m) };
    },

    'member {account} with transaction password {password} and a bound account is logged in with balance {balance}': async (params) => {
      const m = await member(text(params, 'account'));
      await fund(m, minorUnits(params, 'balance'));
      await storeTransactionPassword(db, m.id, text(params, 'password'));
      const account = await bindAccount(db, m, await merchant(), {
        methodCode: 'PIX',
        holderName: 'Pact Player',
        accountNumber: '12345678901',
        transactionPassword: text(params, 'password'),
      });
      return { token: await session(m), accountId: account.id };
    },

    'member {account} has played, deposited, withdrawn and received messages': async (params) => {
      const m = await member(text(params, 'account'));
      await fund(m, 125_000);
      await seedPlayerHistory(db, m, await merchant(), { endBalance: 125_000, bets: 6 });
      const [disbursed] = await db.select().from(withdrawalOrders).where(eq(withdrawalOrders.status, 'disbursed'));
      const [deposit] = await db.select().from(depositOrders).where(eq(depositOrders.memberId, m.id));
      const unread = (await listMessages(db, m.id, { read: false })).list[0]!;
      return { token: await session(m), orderNo: disbursed!.orderNo, depositOrderNo: deposit!.orderNo, messageId: unread.id };
    },

    'member {account} with upline {upline} and transaction password {password} is logged in with balance {balance}': async (params) => {
      const upline = await member(text(params, 'upline'), { type: MemberType.AGENT });
      const m = await member(text(params, 'account'), { parentId: upline.id });
      await fund(m, minorUnits(params, 'balance'));
      await storeTransactionPassword(db, m.id, text(params, 'password'));
      return { token: await session(m) };
    },

    'trial member {account} is logged in': async (params) => {
      const m = await member(text(params, 'account'), { type: MemberType.TRIAL });
      return { token: await session(m) };
    },

    'member {account} has a confirmed {provider} binding': async (params) => {
      const m = await member(text(params, 'account'));
      const provider = text(params, 'provider') as 'GOOGLE';
      await bindExternalAccount(db, m.id, provider, 'pact@example.com');
      await confirmExternalAccount(db, m.id, provider);
      return { token: await session(m) };
    },
  };
}
