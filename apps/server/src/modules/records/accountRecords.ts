// transactionHistory: deposit and withdrawal orders with their status, plus every other movement of the
// main wallet straight from the ledger (bets, wins, transfers, bonuses, agent transfers, corrections).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { queryRows } from '../../db/query';
import { dateRange, pageOf, type PageQuery } from '../../http/paging';
import type { Member } from '../member/service';
import { paymentsOf } from '../payments/methods';
import type { Merchant } from '../system/service';

const LEDGER_TYPES = [
  'transfer',
  'bet',
  'win',
  'rollback',
  'bonus',
  'points_conversion',
  'agent_transfer',
  'contract_settlement',
  'deposit',
];

/** A contract settlement's name in the record: the kind of contract it paid (spec §4). */
const CONTRACT_NAMES: Record<string, string> = {
  dividend: 'Dividend',
  daily_salary: 'Daily salary',
  hourly_salary: 'Hourly salary',
  realtime_salary: 'Real-time salary',
};

interface Row extends Record<string, unknown> {
  reference_no: string;
  time: Date | string;
  type: string;
  name: string | null;
  meta: Record<string, unknown> | null;
  amount: string | number;
  status: string;
}

/** Every record of the member as one relation, so filters, paging and totals see the same rows. */
function recordsOf(member: Member, currency: string): SQL {
  return sql`(
    SELECT d.order_no AS reference_no, d.created_at AS time, 'deposit' AS type, d.method_code AS name,
           NULL::jsonb AS meta, d.amount AS amount,
           CASE d.status WHEN 'paid' THEN 'completed' WHEN 'pending' THEN 'pending' ELSE 'failed' END AS status
    FROM deposit_orders d WHERE d.member_id = ${member.id}
    UNION ALL
    SELECT w.order_no, w.created_at, 'withdrawal', a.method_code, NULL::jsonb, -w.amount,
           CASE w.status WHEN 'reviewing' THEN 'pending' WHEN 'rejected' THEN 'failed' ELSE 'completed' END
    FROM withdrawal_orders w JOIN withdrawal_accounts a ON a.id = w.account_id WHERE w.member_id = ${member.id}
    UNION ALL
    SELECT 'J' || e.id, e.created_at,
           CASE WHEN e.kind IN (${sql.join(
             LEDGER_TYPES.map((t) => sql`${t}`),
             sql`, `,
           )}) THEN e.kind ELSE 'adjustment' END,
           NULL, e.metadata, p.amount, 'completed'
    FROM postings p
    JOIN journal_entries e ON e.id = p.entry_id
    JOIN ledger_accounts a ON a.id = p.account_id
    WHERE a.owner_member_id = ${member.id} AND a.kind = 'member_main' AND a.currency = ${currency}
      AND e.kind NOT IN ('withdrawal', 'withdrawal_release')
      AND NOT (e.kind = 'deposit' AND e.metadata->>'orderNo' IS NOT NULL)
  ) AS records`;
}

function nameOf(row: Row, merchantCode: string): string {
  const methods = paymentsOf(merchantCode);
  if (row.name) {
    const method = [...methods.deposit, ...methods.withdrawal].find((m) => m.code === row.name);
    return method?.name ?? row.name;
  }
  const meta = row.meta ?? {};
  if (row.type === 'transfer') {
    const other = meta.to === 'MAIN' ? meta.from : meta.to;
    return `${String(other)} wallet`;
  }
  // Each side of a transfer between an agent and its team names the other side.
  if (row.type === 'agent_transfer')
    return String((Number(row.amount) < 0 ? meta.to : meta.from) ?? 'Upline');
  if (row.type === 'contract_settlement') return CONTRACT_NAMES[String(meta.type)] ?? 'Contract';
  return String(meta.name ?? meta.reason ?? row.type);
}

export type AccountRecordsQuery = PageQuery & { type?: string };

export async function listAccountRecords(
  db: Db,
  member: Member,
  merchant: Merchant,
  query: AccountRecordsQuery,
) {
  const { from, to } = dateRange(query);
  const page = pageOf(query);
  const where = sql`records.time >= ${from} AND records.time < ${to}${
    query.type ? sql` AND records.type = ${query.type}` : sql``
  }`;
  const records = recordsOf(member, merchant.currency);
  const [rows, [totals]] = await Promise.all([
    queryRows<Row>(
      db,
      sql`SELECT * FROM ${records} WHERE ${where} ORDER BY records.time DESC, records.reference_no DESC
          LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    queryRows<{ total: number; in_total: string | null; out_total: string | null }>(
      db,
      sql`SELECT count(*)::int AS total,
                 sum(amount) FILTER (WHERE amount > 0 AND status = 'completed')::text AS in_total,
                 (-sum(amount) FILTER (WHERE amount < 0 AND status <> 'failed'))::text AS out_total
          FROM ${records} WHERE ${where}`,
    ),
  ]);
  return {
    ...page.result(
      rows.map((row) => ({
        referenceNo: row.reference_no,
        time: new Date(row.time).toISOString(),
        type: row.type as 'deposit',
        name: nameOf(row, merchant.merchantCode),
        amount: Number(row.amount),
        status: row.status as 'completed',
      })),
      totals?.total ?? 0,
    ),
    totals: { in: Number(totals?.in_total ?? 0), out: Number(totals?.out_total ?? 0) },
    currency: merchant.currency,
  };
}
