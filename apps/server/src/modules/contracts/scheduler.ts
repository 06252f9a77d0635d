// Contract settlement on a schedule (spec §9), run by pg-boss (a PostgreSQL job engine) rather than a
// timer of our own: its cron fires once per 5 minutes across every server process on one database, and
// a job that dies is retried. On PostgreSQL pg-boss keeps its tables in the `pgboss` schema; on PGlite
// (one embedded process) it runs over the same connection through Database.executeSql. Either way the
// job calls settleDue(), the very function POST /admin/contracts/settle calls, and that pays each
// (contract, period) at most once, so a retried or duplicated job moves nothing twice.
import PgBoss from 'pg-boss';
import type { Database } from '../../db/database';
import { settleDue } from './settlement';

export const SETTLEMENT_QUEUE = 'contract-settlement';
/** Every 5 minutes: the real-time salary period; hourly, daily and dividend periods settle on the tick after they end. */
export const SETTLEMENT_CRON = '*/5 * * * *';

export interface SettlementScheduler {
  /** Queues a settlement job now (beside the cron), for staff and tests. */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

export async function startSettlementScheduler(
  database: Database,
  options: { clock?: () => Date; onError?: (error: unknown) => void } = {},
): Promise<SettlementScheduler> {
  const clock = options.clock ?? (() => new Date());
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
  });
  boss.on('error', (error) => options.onError?.(error));
  await boss.start();
  await boss.createQueue(SETTLEMENT_QUEUE);
  await boss.schedule(SETTLEMENT_QUEUE, SETTLEMENT_CRON, {}, { tz: 'UTC' });
  await boss.work(SETTLEMENT_QUEUE, async () => {
    await settleDue(database.db, clock());
  });
  return {
    async runNow() {
      await boss.send(SETTLEMENT_QUEUE, {});
    },
    stop: () => boss.stop({ graceful: true, wait: true }),
  };
}
