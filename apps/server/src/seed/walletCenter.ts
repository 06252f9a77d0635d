// Demo history for the member center (issue 6): every record page of demo_player has real rows, made
// through the same services as live traffic, at past times. Each step is keyed, so a restart adds nothing.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/types';
import { findMemberByAccount, type Member } from '../modules/member/service';
import { listMessages, sendMessage } from '../modules/messages/service';
import { Notifier } from '../modules/notifications/hub';
import { newOrderNo } from '../modules/payments/orderNo';
import { hashSecret } from '../modules/payments/provider';
import { settleDeposit } from '../modules/payments/service';
import { depositOrders } from '../modules/payments/tables';
import { hasTransactionPassword, storeTransactionPassword } from '../modules/profile/transactionPassword';
import { memberProfileValues } from '../modules/profile/tables';
import { grantBonus, placeBet, rollbackBet, settleBet } from '../modules/records/rounds';
import { gameRounds } from '../modules/records/tables';
import { getMerchant, type Merchant } from '../modules/system/service';
import { getMainBalance } from '../modules/wallet/service';
import { transferBetweenWallets } from '../modules/wallet/wallets';
import { bindAccount } from '../modules/withdrawals/accounts';
import { createWithdrawal } from '../modules/withdrawals/orders';
import { approveWithdrawal, rejectWithdrawal } from '../modules/withdrawals/review';
import { confirmWithdrawal } from '../modules/withdrawals/confirmation';
import { withdrawalOrders } from '../modules/withdrawals/tables';

/** The demo transaction password (README: demo accounts). */
export const DEMO_TRANSACTION_PASSWORD = '246810';

const DAY = 86_400_000;
const daysAgo = (days: number, hour = 12) => {
  const at = new Date(Date.now() - days * DAY);
  at.setUTCHours(hour, (days * 7) % 60, 0, 0);
  return at;
};
const quiet = new Notifier();

export const GAMES = [
  { vendor: 'PG', gameType: 'RNG', gameCode: 'fortune-tiger', gameName: 'Fortune Tiger' },
  { vendor: 'JL', gameType: 'RNG', gameCode: 'super-ace', gameName: 'Super Ace' },
  { vendor: 'EG2', gameType: 'LIVE', gameCode: 'baccarat-a', gameName: 'Live Baccarat A' },
  { vendor: 'JDB', gameType: 'FISH', gameCode: 'fishing-war', gameName: 'Fishing War' },
  { vendor: 'CQ9', gameType: 'PVP', gameCode: 'teen-patti', gameName: 'Teen Patti' },
  { vendor: 'SABA', gameType: 'SPORTS', gameCode: 'football', gameName: 'Football: Flamengo x Palmeiras' },
  { vendor: 'CROUPIER', gameType: 'CRASH', gameCode: 'rocket', gameName: 'Rocket Crash' },
] as const;

/** A paid or failed deposit order at a past time, settled through the deposit service. */
async function pastDeposit(db: Db, member: Member, merchant: Merchant, key: string, method: string, amount: number, at: Date, outcome: 'paid' | 'failed') {
  const [existing] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, member.id), eq(depositOrders.requestId, key)));
  if (existing) return;
  const orderNo = newOrderNo('D', at);
  await db.insert(depositOrders).values({
    orderNo,
    memberId: member.id,
    requestId: key,
    methodCode: method,
    amount,
    currency: merchant.currency,
    paymentTokenHash: hashSecret(randomBytes(16).toString('hex')),
    expiresAt: new Date(at.getTime() + 30 * 60_000),
    createdAt: at,
  });
  await settleDeposit(db, quiet, orderNo, outcome === 'paid' ? { outcome } : { outcome, reason: 'declined' }, new Date(at.getTime() + 60_000));
}

async function pastBets(db: Db, member: Member, merchant: Merchant, count: number) {
  const [any] = await db.select({ id: gameRounds.id }).from(gameRounds).where(eq(gameRounds.memberId, member.id)).limit(1);
  if (any) return;
  // A fixed pseudo-random walk: the same history on every machine.
  let seed = 7;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
  for (let i = 0; i < count; i++) {
    const game = GAMES[i % GAMES.length]!;
    const at = daysAgo(Math.floor(i / 2) + 1, 10 + (i % 10));
    const amount = 500 + Math.floor(next() * 40) * 100;
    const betId = `seed-${member.account}-${i}`;
    await placeBet(db, { memberId: member.id, currency: merchant.currency, betId, ...game, amount, at });
    if (i === 5) await rollbackBet(db, betId, new Date(at.getTime() + 30_000));
    else if (i !== 0) {
      const roll = next();
      const win = roll < 0.45 ? 0 : Math.round(amount * (0.5 + roll * 2.2));
      await settleBet(db, betId, win, new Date(at.getTime() + 60_000));
    }
  }
}

/**
 * Three withdrawals: received, rejected, and one paid out awaiting confirmation (spec §4). The last is
 * sized so the history ends at the opening balance, which the README and the e2e journey show.
 */
async function pastWithdrawals(db: Db, member: Member, merchant: Merchant, endBalance: number) {
  const [any] = await db.select({ id: withdrawalOrders.id }).from(withdrawalOrders).where(eq(withdrawalOrders.memberId, member.id)).limit(1);
  if (any) return;
  const account = await bindAccount(db, member, merchant, {
    methodCode: 'PIX',
    holderName: 'Demo Player',
    accountNumber: 'demo.player@example.com',
    transactionPassword: DEMO_TRANSACTION_PASSWORD,
  });
  const ask = (requestId: string, amount: number) =>
    createWithdrawal(db, member, merchant, { accountId: account.id, amount, transactionPassword: DEMO_TRANSACTION_PASSWORD, requestId });
  const received = await ask('seed-withdrawal-1', 30_000);
  await approveWithdrawal(db, quiet, received.orderNo, 60);
  await confirmWithdrawal(db, member, received.orderNo, { result: 'received' });
  const rejected = await ask('seed-withdrawal-2', 15_000);
  await rejectWithdrawal(db, quiet, rejected.orderNo, 'Incomplete account details');
  const { balance } = await getMainBalance(db, member.id, merchant.currency);
  const disbursed = await ask('seed-withdrawal-3', Math.max(2_000, balance - endBalance));
  await approveWithdrawal(db, quiet, disbursed.orderNo, 24 * 60);
  // Back-date the first two, so they count toward past days, not today's limits.
  for (const [orderNo, days] of [[received.orderNo, 9], [rejected.orderNo, 4]] as const)
    await db.update(withdrawalOrders).set({ createdAt: daysAgo(days), reviewedAt: daysAgo(days, 15) }).where(eq(withdrawalOrders.orderNo, orderNo));
}

const MESSAGES = [
  { category: 'platform', title: 'Welcome to Croupier', content: 'Your account is ready. Set a transaction password in Account security before your first withdrawal.', days: 20, read: true },
  { category: 'platform', title: 'Deposit received', content: 'Your Pix deposit of R$ 200.00 has arrived.', days: 14, read: true },
  { category: 'platform', title: 'Withdrawal paid out', content: 'Your withdrawal has been paid out. Please confirm whether you received it.', days: 1, read: false },
  { category: 'platform', title: 'Scheduled maintenance', content: 'Live casino games will be unavailable on Sunday from 03:00 to 05:00 (UTC).', days: 0, read: false },
  { category: 'reward', title: 'Weekly rebate credited', content: 'Your weekly rebate of R$ 12.34 has been added to your wallet.', days: 2, read: false },
  { category: 'mission', title: 'New mission', content: 'Play 10 rounds of Fortune Tiger this week to earn a bonus.', days: 0, read: false },
] as const;

async function seedMember(db: Db, member: Member, merchant: Merchant, profile: Record<string, string>) {
  if (!(await hasTransactionPassword(db, member.id))) await storeTransactionPassword(db, member.id, DEMO_TRANSACTION_PASSWORD);
  for (const [label, value] of Object.entries(profile))
    await db.insert(memberProfileValues).values({ memberId: member.id, label, value }).onConflictDoNothing();
}

/** History for demo_player; demo_downline's profile and transaction password (transfer to upline). */
export async function seedWalletCenter(db: Db, playerBalance: number): Promise<void> {
  const merchant = (await getMerchant(db, 'BR'))!;
  const player = await findMemberByAccount(db, 'BR', 'demo_player');
  if (player) await seedPlayerHistory(db, player, merchant, { endBalance: playerBalance });
  const downline = await findMemberByAccount(db, 'BR', 'demo_downline');
  if (downline) {
    // Its opening balance (DEMO_ACCOUNTS) is what it can transfer to its upline.
    await seedMember(db, downline, merchant, { payeeName: 'Demo Downline' });
  }
}

/**
 * A player's history on a BR member: deposits (one failed), 42 bets across games (one open, one rolled
 * back), bonuses, vendor-wallet transfers, three withdrawals (the last awaiting confirmation, sized so the
 * balance ends at endBalance) and messages. Also used by the Pact provider states.
 */
export async function seedPlayerHistory(db: Db, player: Member, merchant: Merchant, options: { endBalance: number; bets?: number }) {
  await seedMember(db, player, merchant, { payeeName: 'Demo Player', birthday: '1990-05-17', whatsapp: '+5511988887777' });
  await pastDeposit(db, player, merchant, 'seed-deposit-1', 'PIX', 20_000, daysAgo(14), 'paid');
  await pastDeposit(db, player, merchant, 'seed-deposit-2', 'PIX', 50_000, daysAgo(7), 'paid');
  await pastDeposit(db, player, merchant, 'seed-deposit-3', 'PIX', 10_000, daysAgo(5), 'failed');
  await pastDeposit(db, player, merchant, 'seed-deposit-4', 'PIX', 10_000, daysAgo(2), 'paid');
  await pastBets(db, player, merchant, options.bets ?? 42);
  for (const [key, name, amount, days] of [
    ['seed-bonus-welcome', 'Welcome bonus', 5_000, 19],
    ['seed-bonus-rebate', 'Weekly rebate', 1_234, 2],
    ['seed-bonus-vip', 'VIP level-up bonus', 2_500, 6],
  ] as const)
    await grantBonus(db, { memberId: player.id, currency: merchant.currency, amount, name, idempotencyKey: `${key}:${player.id}`, at: daysAgo(days) });
  await transferBetweenWallets(db, player, merchant, { from: 'MAIN', to: 'PG', amount: 10_000, requestId: 'seed-transfer-1' });
  await transferBetweenWallets(db, player, merchant, { from: 'PG', to: 'MAIN', amount: 4_000, requestId: 'seed-transfer-2' });
  await pastWithdrawals(db, player, merchant, options.endBalance);
  await seedMessages(db, player);
}

async function seedMessages(db: Db, member: Member) {
  if ((await listMessages(db, member.id, { pageSize: 1 })).total > 0) return;
  for (const m of MESSAGES)
    await sendMessage(db, null, { memberId: member.id, category: m.category, title: m.title, content: m.content, at: daysAgo(m.days, 9), read: m.read });
}
