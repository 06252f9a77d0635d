// Demo data for a fresh machine. Everything goes through the services, and every step is skipped when
// already done, so seeding on each start is safe.
import type { Db } from '../db/types';
import { MemberType } from '../modules/member/memberTypes';
import {
  createMember,
  findMemberByAccount,
  MemberError,
  type Member,
} from '../modules/member/service';
import { getMerchant, upsertMerchants } from '../modules/system/service';
import { depositFromSandbox } from '../modules/wallet/service';
import { seedInvitationCodes, seedRegisterSettings } from './account';
import { seedAgentTeam } from './agentTeam';
import { seedContracts } from './contracts';
import { seedGames } from './games';
import { seedLobby } from './lobby';
import { MERCHANTS } from './merchants';
import { seedSessionDemo } from './session';
import { seedSystem } from './system';
import { seedWalletCenter } from './walletCenter';
import { seedRewards } from './rewards';
import { seedPoints } from './points';
import { ensureRewardCatalogue } from '../modules/rewards/catalogue';
import { ensureVipLevels } from '../modules/vip/catalogue';
import { ensurePointCatalogue } from '../modules/points/config';
import { seedJurisdictionProfiles } from '../modules/responsible/profiles';

export const DEMO_PASSWORD = 'Demo1234!';

export interface DemoAccount {
  account: string;
  nickname: string;
  type: number;
  merchantCode: string;
  /** Opening balance in minor units, deposited through the sandbox provider. */
  balance: number;
  /** Account name of the upline agent. */
  parent?: string;
  description: string;
}

/** Parents come before their downline. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    account: 'demo_player',
    nickname: 'Demo Player',
    type: MemberType.REGULAR,
    merchantCode: 'BR',
    balance: 125_000,
    description: 'player with R$ 1,250.00',
  },
  {
    account: 'demo_agent',
    nickname: 'Demo Agent',
    type: MemberType.AGENT,
    merchantCode: 'BR',
    balance: 1_000_000,
    description: 'agent (type 1) with R$ 10,000.00 and a team of 200+ (sub-agents below)',
  },
  {
    account: 'demo_downline',
    nickname: 'Demo Downline',
    type: MemberType.REGULAR,
    merchantCode: 'BR',
    balance: 30_000,
    parent: 'demo_agent',
    description: "player in demo_agent's downline",
  },
  {
    account: 'demo_trial',
    nickname: 'Demo Trial',
    type: MemberType.TRIAL,
    merchantCode: 'BR',
    balance: 0,
    description: 'trial account (type 4)',
  },
  {
    account: 'demo_mx',
    nickname: 'Demo México',
    type: MemberType.REGULAR,
    merchantCode: 'MX',
    balance: 250_000,
    description: 'player on Mexico with MX$ 2,500.00',
  },
  {
    account: 'demo_bd',
    nickname: 'Demo Bangladesh',
    type: MemberType.REGULAR,
    merchantCode: 'BD',
    balance: 500_000,
    description: 'player on Bangladesh with ৳ 5,000.00',
  },
];

/** The merchants with their system settings and whitelabel flags. */
export async function seedMerchants(db: Db): Promise<void> {
  await upsertMerchants(db, MERCHANTS);
  await seedSystem(db, MERCHANTS.map((m) => m.merchantCode));
  await seedRegisterSettings(db, MERCHANTS.map((m) => m.merchantCode));
  await seedJurisdictionProfiles(db, MERCHANTS.map((m) => m.merchantCode));
  for (const m of MERCHANTS) await ensureRewardCatalogue(db, m.merchantCode);
  for (const m of MERCHANTS) await ensureVipLevels(db, m.merchantCode);
  for (const m of MERCHANTS) await ensurePointCatalogue(db, m.merchantCode);
}

/** Creates the account unless it exists; another server starting on the same database may win the race. */
async function ensureAccount(
  db: Db,
  demo: DemoAccount,
): Promise<{ member: Member; created: boolean }> {
  const existing = await findMemberByAccount(db, demo.merchantCode, demo.account);
  if (existing) return { member: existing, created: false };
  const parent = demo.parent
    ? await findMemberByAccount(db, demo.merchantCode, demo.parent)
    : undefined;
  try {
    const member = await createMember(db, {
      merchantCode: demo.merchantCode,
      account: demo.account,
      password: DEMO_PASSWORD,
      nickname: demo.nickname,
      type: demo.type,
      parentId: parent?.id ?? null,
    });
    return { member, created: true };
  } catch (error) {
    const winner = await findMemberByAccount(db, demo.merchantCode, demo.account);
    if (error instanceof MemberError && error.code === 'account_taken' && winner) {
      return { member: winner, created: false };
    }
    throw error;
  }
}

async function seedAccount(
  db: Db,
  demo: DemoAccount,
): Promise<{ member: Member; created: boolean }> {
  const { member, created } = await ensureAccount(db, demo);
  if (demo.balance > 0) {
    const merchant = await getMerchant(db, demo.merchantCode);
    // A fixed key: a second start replays the deposit instead of paying it again.
    await depositFromSandbox(db, {
      memberId: member.id,
      currency: merchant!.currency,
      amount: demo.balance,
      idempotencyKey: `seed:${demo.merchantCode}:${demo.account}:opening-balance`,
      metadata: { reason: 'demo opening balance' },
    });
  }
  return { member, created };
}

/** Merchants and demo accounts; returns how many accounts were created this time. */
export async function seedDemo(db: Db): Promise<{ created: number }> {
  await seedMerchants(db);
  await seedGames(db);
  await seedLobby(db);
  let created = 0;
  for (const demo of DEMO_ACCOUNTS) {
    if ((await seedAccount(db, demo)).created) created += 1;
  }
  await seedInvitationCodes(db);
  await seedSessionDemo(db);
  await seedContracts(db);
  // The player's history nets to zero, so the opening balance is still what the README promises.
  await seedWalletCenter(db, DEMO_ACCOUNTS.find((a) => a.account === 'demo_player')!.balance);
  await seedRewards(db);
  await seedPoints(db);
  await seedAgentTeam(db, DEMO_PASSWORD);
  return { created };
}
