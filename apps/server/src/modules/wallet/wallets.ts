// The transferFund page: the main wallet, the vendor wallets of multi-wallet merchants, transfers
// between them, and the consolidated view of a member's funds.
import { and, eq, like, sum } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { contractInfo } from '../contracts/service';
import { ApiError } from '../../http/envelope';
import type { Member } from '../member/service';
import { GAME_WALLET_VENDORS, paymentsOf, type GameWalletVendor } from '../payments/methods';
import type { Merchant } from '../system/service';
import { AccountKind, gameWalletKind, openMemberAccount, type AccountKind as Kind } from './accounts';
import { moving } from './guards';
import { post } from './ledger';
import { ledgerAccounts } from './tables';

type WalletCode = 'MAIN' | GameWalletVendor;

const kindOf = (code: WalletCode): Kind =>
  code === 'MAIN' ? AccountKind.MEMBER_MAIN : gameWalletKind(code);

async function balancesByKind(db: Db, memberId: string, currency: string) {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerMemberId, memberId), eq(ledgerAccounts.currency, currency)));
  return new Map(rows.map((r) => [r.kind, r.balance]));
}

export async function listWallets(db: Db, member: Member, merchant: Merchant) {
  const isSingle = paymentsOf(merchant.merchantCode).isSingleWallet;
  const balances = await balancesByKind(db, member.id, merchant.currency);
  const codes: WalletCode[] = isSingle ? ['MAIN'] : ['MAIN', ...GAME_WALLET_VENDORS];
  return {
    isSingle,
    currency: merchant.currency,
    wallets: codes.map((code) => ({ code, balance: balances.get(kindOf(code)) ?? 0 })),
  };
}

export interface WalletTransfer {
  from: WalletCode;
  to: WalletCode;
  amount: number;
  requestId: string;
}

/** Moves money between two of the member's wallets, idempotent by requestId. */
export async function transferBetweenWallets(
  db: Db,
  member: Member,
  merchant: Merchant,
  transfer: WalletTransfer,
) {
  if (paymentsOf(merchant.merchantCode).isSingleWallet) throw new ApiError(422, 'single_wallet');
  if (transfer.from === transfer.to || (transfer.from !== 'MAIN' && transfer.to !== 'MAIN'))
    throw new ApiError(400, 'bad_request', 'A transfer goes from or to the main wallet');
  await moving(() =>
    db.transaction(async (tx) => {
      const from = await openMemberAccount(tx, member.id, kindOf(transfer.from), merchant.currency);
      const to = await openMemberAccount(tx, member.id, kindOf(transfer.to), merchant.currency);
      return post(tx, {
        idempotencyKey: `walletTransfer:${member.id}:${transfer.requestId}`,
        kind: 'transfer',
        from: from.id,
        to: to.id,
        amount: transfer.amount,
        metadata: { from: transfer.from, to: transfer.to },
      });
    }),
  );
  return listWallets(db, member, merchant);
}

/** Main, vendor wallets and held money, and the contract requests awaiting the member (spec §3). */
export async function consolidatedFunds(db: Db, member: Member, merchant: Merchant) {
  const balances = await balancesByKind(db, member.id, merchant.currency);
  const [games] = await db
    .select({ total: sum(ledgerAccounts.balance).mapWith(Number) })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerMemberId, member.id),
        eq(ledgerAccounts.currency, merchant.currency),
        like(ledgerAccounts.kind, 'member_game:%'),
      ),
    );
  const balance = balances.get(AccountKind.MEMBER_MAIN) ?? 0;
  const held = balances.get(AccountKind.MEMBER_HELD) ?? 0;
  const gameWallets = games?.total ?? 0;
  return {
    balance,
    gameWallets,
    held,
    total: balance + gameWallets + held,
    currency: merchant.currency,
    ...(await contractInfo(db, merchant.merchantCode, member.id)),
  };
}
