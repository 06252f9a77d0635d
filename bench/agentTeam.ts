// The agent centre on a big team, on PostgreSQL: the team overview and the team betting page for an agent
// with 10,000 members and 1,000,000 bets in its subtree (issue 13). Figures to results/agentTeam.json.
// Run: `npx tsx bench/agentTeam.ts`. Skips with a message when no PostgreSQL answers.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/database';
import { teamOverview } from '../apps/server/src/modules/agents/overview';
import { teamBets } from '../apps/server/src/modules/agents/reports';
import { createMember } from '../apps/server/src/modules/member/service';
import { getMerchant } from '../apps/server/src/modules/system/service';
import { seedMerchants } from '../apps/server/src/seed';
import { adminStatement } from './postgresAdmin.mjs';

const BUDGET = { overviewP95Ms: 200, teamBetsP95Ms: 200 };
const SUB_AGENTS = 100;
const PLAYERS_PER_SUB_AGENT = 99;
const BETS = 1_000_000;
const RUNS = 20;

const baseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const here = path.dirname(fileURLToPath(import.meta.url));
const name = `croupier_bench_team_${process.pid}`;

const admin = (statement: string): Promise<boolean> => adminStatement(baseUrl, statement);

const p95 = (samples: number[]) =>
  samples.sort((a, b) => a - b)[Math.floor(samples.length * 0.95)]!;

async function time(run: () => Promise<unknown>) {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    samples.push(performance.now() - t);
  }
  return {
    p95Ms: Math.round(p95(samples)),
    medianMs: Math.round(samples.sort((a, b) => a - b)[RUNS >> 1]!),
  };
}

if (!(await admin(`CREATE DATABASE ${name}`))) {
  console.log(`agentTeam bench skipped: no PostgreSQL at ${baseUrl}`);
  process.exit(0);
}
const url = new URL(baseUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString() });
try {
  const { db } = database;
  await seedMerchants(db);
  const agent = await createMember(db, {
    merchantCode: 'BR',
    account: 'bench_agent',
    password: 'Bench1234!',
    type: 1,
  });
  const merchant = (await getMerchant(db, 'BR'))!;
  const started = performance.now();
  // Two levels under the agent: sub-agents, each with its players; the closure rows by set, as the seed does.
  await db.execute(sql`
    INSERT INTO members (merchant_code, account, nickname, type, parent_id, password_hash, created_at)
    SELECT 'BR', 'bench_sub' || s, 'bench_sub' || s, 1, ${agent.id}::uuid, 'x', now() - interval '90 days' FROM generate_series(1, ${SUB_AGENTS}) s`);
  await db.execute(sql`
    INSERT INTO members (merchant_code, account, nickname, type, parent_id, password_hash, created_at)
    SELECT 'BR', a.account || '_p' || p, a.account || '_p' || p, 0, a.id, 'x', now() - (p % 80) * interval '1 day'
    FROM members a CROSS JOIN generate_series(1, ${PLAYERS_PER_SUB_AGENT}) p WHERE a.parent_id = ${agent.id}`);
  await db.execute(sql`
    WITH RECURSIVE tree(ancestor_id, descendant_id, depth) AS (
      SELECT id, id, 0 FROM members WHERE account LIKE 'bench\\_%'
      UNION ALL
      SELECT m.parent_id, tree.descendant_id, tree.depth + 1 FROM tree JOIN members m ON m.id = tree.ancestor_id WHERE m.parent_id IS NOT NULL
    )
    INSERT INTO member_tree SELECT * FROM tree WHERE descendant_id <> ${agent.id}::uuid ON CONFLICT DO NOTHING`);
  // A million settled rounds over the last 60 days, spread over the players.
  await db.execute(sql`
    WITH players AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM members WHERE type = 0 AND account LIKE 'bench\\_%')
    INSERT INTO game_rounds (bet_id, member_id, vendor, game_type, game_code, game_name, currency, bet_amount, valid_bet, win_amount, status, bet_at, settled_at)
    SELECT 'bench-' || g, p.id, 'PG', (ARRAY['RNG','LIVE','FISH','PVP','SPORTS'])[1 + g % 5], 'fortune-tiger', 'Fortune Tiger', 'BRL',
           100 + g % 900, 100 + g % 900, CASE WHEN g % 2 = 0 THEN 0 ELSE 150 + g % 1200 END, 'settled',
           now() - (g % 60) * interval '1 day' - (g % 86400) * interval '1 second', now() - (g % 60) * interval '1 day'
    FROM generate_series(1, ${BETS}) g JOIN players p ON p.n = 1 + g % ${SUB_AGENTS * PLAYERS_PER_SUB_AGENT}`);
  // Their daily sums, as placing and settling each round writes them (records/rounds.ts).
  await db.execute(sql`
    INSERT INTO member_bet_days (member_id, day, game_type, currency, bets, bet_amount, valid_bet, win_amount, profit)
    SELECT member_id, (bet_at AT TIME ZONE 'UTC')::date, game_type, currency, count(*), sum(bet_amount), sum(valid_bet),
           sum(win_amount), sum(win_amount - bet_amount)
    FROM game_rounds GROUP BY 1, 2, 3, 4`);
  await db.execute(sql`ANALYZE`);
  const loadSeconds = Math.round((performance.now() - started) / 1000);
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  const range = { startDate: monthAgo, endDate: today };
  const overview = await time(() => teamOverview(db, agent, merchant, range));
  const bets = await time(() =>
    teamBets(db, agent, merchant, { ...range, pageNo: 1, pageSize: 20 }),
  );
  const figures = {
    members: SUB_AGENTS * (PLAYERS_PER_SUB_AGENT + 1),
    bets: BETS,
    loadSeconds,
    overview,
    teamBets: bets,
    budget: BUDGET,
    loadavg: loadavg().map((l) => l.toFixed(2)),
  };
  writeFileSync(path.join(here, 'results/agentTeam.json'), `${JSON.stringify(figures, null, 2)}\n`);
  console.log(JSON.stringify(figures));
  const over = overview.p95Ms > BUDGET.overviewP95Ms || bets.p95Ms > BUDGET.teamBetsP95Ms;
  if (over) console.log('agentTeam bench: over budget');
  process.exitCode = over ? 1 : 0;
} finally {
  await database.close();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
