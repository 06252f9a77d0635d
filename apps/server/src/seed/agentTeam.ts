// demo_agent's team (issue 13): three levels under it, sub-agents with downlines of their own, 200+
// members and 60 days of deposits, bets across game types, bonuses and withdrawals, all as ledger entries
// and game rounds. Deterministic (a fixed pseudo-random walk, times relative to today) and fast: every
// table is written by a few bulk inserts in one transaction, instead of thousands of service calls.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { memberTree, agentAnnouncements } from '../modules/agents/tables';
import { MemberType } from '../modules/member/memberTypes';
import { hashPassword } from '../modules/member/password';
import { findMemberByAccount, type Member } from '../modules/member/service';
import { members } from '../modules/member/tables';
import {
  hasTransactionPassword,
  storeTransactionPassword,
} from '../modules/profile/transactionPassword';
import { recountMemberTotals } from '../modules/wallet/totals';
import { gameRounds } from '../modules/records/tables';
import { getMerchant } from '../modules/system/service';
import { AccountKind, openMemberMainAccount, openSystemAccount } from '../modules/wallet/accounts';
import { journalEntries, ledgerAccounts, postings } from '../modules/wallet/tables';
import { DEMO_TRANSACTION_PASSWORD, GAMES } from './walletCenter';

/** The demo sub-agents, printed by `npm start` (main.ts). */
export const DEMO_SUBAGENTS = [
  {
    account: 'demo_subagent1',
    parent: 'demo_agent',
    description: 'sub-agent of demo_agent with 60 players and demo_subagent3',
  },
  {
    account: 'demo_subagent2',
    parent: 'demo_agent',
    description: 'sub-agent of demo_agent with 60 players',
  },
  {
    account: 'demo_subagent3',
    parent: 'demo_subagent1',
    description: 'sub-agent of demo_subagent1 (level 2) with 45 players',
  },
] as const;

/** Direct players per upline (account prefix, count). */
const PLAYERS = [
  { parent: 'demo_agent', prefix: 'team_a', count: 40 },
  { parent: 'demo_subagent1', prefix: 'team_b', count: 60 },
  { parent: 'demo_subagent2', prefix: 'team_c', count: 60 },
  { parent: 'demo_subagent3', prefix: 'team_d', count: 45 },
] as const;

const DAYS = 60;
const DAY = 86_400_000;
const CHUNK = 1_000;

const ANNOUNCEMENTS = [
  [
    'New commission rates from next month',
    'Dividend contracts signed from the 1st follow the new rate table in your contract page.',
  ],
  [
    'Weekly team report is ready',
    'Your team overview now shows a daily series of deposits, withdrawals and valid bets.',
  ],
  [
    'Maintenance on Sunday',
    'Live casino games are unavailable on Sunday from 03:00 to 05:00 (UTC).',
  ],
  [
    'Transfer to downline limits',
    'Transfers to your team are limited per transaction; see the transfer dialog for the amounts.',
  ],
  [
    'Welcome bonus for new members',
    'Members registered by you this month get a welcome bonus on their first deposit.',
  ],
  [
    'Register center update',
    'You can now add sub-agents directly under you from the register center.',
  ],
  [
    'Holiday schedule',
    'Withdrawals requested on public holidays are reviewed on the next working day.',
  ],
  [
    'Responsible gaming reminder',
    'Remind your members that play is for adults aged 18 or over only.',
  ],
  ['New crash game', 'Rocket Crash is live: your team can play it from the crash lobby.'],
  ['Security notice', 'Never share your transaction password, not even with staff.'],
  ['Sports season opening', 'Football markets for the new season open this weekend.'],
  [
    'Account details page',
    'The account details page lists every deposit, withdrawal, transfer and bonus of your team.',
  ],
] as const;

/** Deterministic numbers in [0, 1): the same team on every machine. */
function walk(seed: number) {
  let state = seed;
  return () => (state = (state * 48_271) % 2_147_483_647) / 2_147_483_647;
}

interface Movement {
  key: string;
  kind: string;
  at: Date;
  metadata: Record<string, unknown>;
  legs: [number, number][];
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Seeds once: skipped when demo_subagent1 exists. Every member's password is `password`. */
export async function seedAgentTeam(db: Db, password: string): Promise<void> {
  const agent = await findMemberByAccount(db, 'BR', 'demo_agent');
  if (!agent || (await findMemberByAccount(db, 'BR', DEMO_SUBAGENTS[0].account))) return;
  const merchant = (await getMerchant(db, 'BR'))!;
  const currency = merchant.currency;
  const passwordHash = await hashPassword(password);
  const now = Date.now();
  const random = walk(20_261);
  const startOfDay = (daysAgo: number) => Math.floor((now - daysAgo * DAY) / DAY) * DAY;

  await db.transaction(async (tx) => {
    const house = await openSystemAccount(tx, AccountKind.HOUSE, currency);
    const psp = await openSystemAccount(tx, AccountKind.SANDBOX_PSP, currency);
    const agentWallet = (await openMemberMainAccount(tx, agent.id, currency)).id;

    // Members, parents first; most joined before the 60 days, some during them (new members).
    const byAccount = new Map<string, Pick<Member, 'id' | 'parentId'>>([[agent.account, agent]]);
    const planned = [
      ...DEMO_SUBAGENTS.map((s) => ({
        account: s.account,
        parent: s.parent,
        type: MemberType.AGENT,
      })),
      ...PLAYERS.flatMap((p) =>
        Array.from({ length: p.count }, (_, i) => ({
          account: `${p.prefix}${String(i + 1).padStart(3, '0')}`,
          parent: p.parent,
          type: MemberType.REGULAR,
        })),
      ),
    ];
    const joined = new Map<string, number>();
    for (const m of planned) {
      const parent = byAccount.get(m.parent)!;
      const r = random();
      const createdAt =
        m.type === MemberType.AGENT || r < 0.75
          ? startOfDay(DAYS + 10 + Math.floor(r * 60))
          : startOfDay(Math.floor(r * DAYS));
      const lastLogin = random();
      const [row] = await tx
        .insert(members)
        .values({
          merchantCode: 'BR',
          account: m.account,
          nickname: m.account.replace('_', ' '),
          type: m.type,
          parentId: parent.id,
          passwordHash,
          firstTimeLogin: lastLogin < 0.1,
          lastLoginAt: lastLogin < 0.1 ? null : new Date(now - Math.floor(lastLogin * 50) * DAY),
          createdAt: new Date(createdAt + 9 * 3_600_000),
        })
        .returning({ id: members.id, parentId: members.parentId });
      byAccount.set(m.account, row!);
      joined.set(m.account, createdAt);
    }
    // The closure rows: each member's own, and one per ancestor of its upline (already present).
    const ancestors = new Map<string, { id: string; depth: number }[]>();
    const treeRows: { ancestorId: string; descendantId: string; depth: number }[] = [];
    const chainOf = async (id: string) => {
      const known = ancestors.get(id);
      if (known) return known;
      const rows = await tx
        .select({ id: memberTree.ancestorId, depth: memberTree.depth })
        .from(memberTree)
        .where(sql`${memberTree.descendantId} = ${id}`);
      ancestors.set(id, rows);
      return rows;
    };
    for (const m of planned) {
      const self = byAccount.get(m.account)!;
      const chain = [
        { id: self.id, depth: 0 },
        ...(await chainOf(self.parentId!)).map((a) => ({ id: a.id, depth: a.depth + 1 })),
      ];
      ancestors.set(self.id, chain);
      treeRows.push(
        ...chain.map((a) => ({ ancestorId: a.id, descendantId: self.id, depth: a.depth })),
      );
    }
    await insertChunks(treeRows, (chunk) => tx.insert(memberTree).values(chunk));

    // Wallets: main and held for each member, balances filled in at the end.
    const accountRows = await tx
      .insert(ledgerAccounts)
      .values(
        planned.flatMap((m) =>
          [AccountKind.MEMBER_MAIN, AccountKind.MEMBER_HELD].map((kind) => ({
            ownerMemberId: byAccount.get(m.account)!.id,
            kind,
            currency,
          })),
        ),
      )
      .returning({
        id: ledgerAccounts.id,
        owner: ledgerAccounts.ownerMemberId,
        kind: ledgerAccounts.kind,
      });
    const walletOf = (memberId: string, kind: string) =>
      accountRows.find((a) => a.owner === memberId && a.kind === kind)!.id;

    // Each member's 60 days: a first deposit, then bets most days, sometimes a top-up, a bonus or a withdrawal.
    const movements: Movement[] = [];
    const rounds: (typeof gameRounds.$inferInsert)[] = [];
    const balances = new Map<number, number>();
    const move = (m: Movement) => {
      movements.push(m);
      for (const [account, amount] of m.legs)
        balances.set(account, (balances.get(account) ?? 0) + amount);
    };
    // demo_agent funds every third direct player on its first day, from a deposit of the same total, so its
    // balance stays the opening balance that DEMO_ACCOUNTS promises.
    let funded = 0;
    for (const m of planned) {
      const id = byAccount.get(m.account)!.id;
      const main = walletOf(id, AccountKind.MEMBER_MAIN);
      const held = walletOf(id, AccountKind.MEMBER_HELD);
      const activity = random();
      const first = Math.min(DAYS - 1, Math.floor((now - joined.get(m.account)!) / DAY));
      for (let daysAgo = first; daysAgo >= 1; daysAgo--) {
        if (random() > 0.1 + activity * 0.25) continue;
        const day = startOfDay(daysAgo);
        const at = (hour: number, minute = 0) => new Date(day + hour * 3_600_000 + minute * 60_000);
        const key = (what: string) => `seed-team:${m.account}:${daysAgo}:${what}`;
        if (daysAgo === first && m.parent === agent.account && planned.indexOf(m) % 3 === 0) {
          const metadata = { direction: 'downline', to: m.account, from: agent.account };
          move({
            key: key('funding'),
            kind: 'agent_transfer',
            at: at(8),
            metadata,
            legs: [
              [agentWallet, -5_000],
              [main, 5_000],
            ],
          });
          funded += 5_000;
        }
        if ((balances.get(main) ?? 0) < 2_000 || random() < 0.1) {
          const amount = (2 + Math.floor(random() * 20)) * 1_000;
          move({
            key: key('deposit'),
            kind: 'deposit',
            at: at(9),
            metadata: { reason: 'demo team deposit' },
            legs: [
              [psp.id, -amount],
              [main, amount],
            ],
          });
        }
        if (random() < 0.08) {
          const amount = (1 + Math.floor(random() * 10)) * 100;
          move({
            key: key('bonus'),
            kind: 'bonus',
            at: at(10),
            metadata: { name: random() < 0.5 ? 'Weekly rebate' : 'Deposit bonus' },
            legs: [
              [house.id, -amount],
              [main, amount],
            ],
          });
        }
        const bets = 1 + Math.floor(random() * 2);
        for (let b = 0; b < bets; b++) {
          const balance = balances.get(main) ?? 0;
          const stake = Math.min(balance, (1 + Math.floor(random() * 20)) * 100);
          if (stake <= 0) break;
          const game = GAMES[Math.floor(random() * GAMES.length)]!;
          const betId = `seed-team-${m.account}-${daysAgo}-${b}`;
          const betAt = at(12 + b, Math.floor(random() * 60));
          const roll = random();
          const win = roll < 0.5 ? 0 : Math.round(stake * (0.4 + roll * 1.6));
          const metadata = { betId, name: game.gameName, vendor: game.vendor };
          move({
            key: `bet:${betId}`,
            kind: 'bet',
            at: betAt,
            metadata,
            legs: [
              [main, -stake],
              [house.id, stake],
            ],
          });
          const settledAt = new Date(betAt.getTime() + 60_000);
          if (win > 0)
            move({
              key: `win:${betId}`,
              kind: 'win',
              at: settledAt,
              metadata,
              legs: [
                [house.id, -win],
                [main, win],
              ],
            });
          rounds.push({
            betId,
            memberId: id,
            ...game,
            currency,
            betAmount: stake,
            validBet: stake,
            winAmount: win,
            status: 'settled',
            betAt,
            settledAt,
          });
        }
        const balance = balances.get(main) ?? 0;
        if (balance > 10_000 && random() < 0.12) {
          const amount = Math.floor(balance / 2 / 100) * 100;
          const orderNo = key('withdrawal');
          move({
            key: orderNo,
            kind: 'withdrawal',
            at: at(20),
            metadata: { reason: 'demo team withdrawal' },
            legs: [
              [main, -amount],
              [held, amount],
            ],
          });
          move({
            key: `${orderNo}:payout`,
            kind: 'withdrawal_payout',
            at: at(21),
            metadata: { reason: 'demo team withdrawal' },
            legs: [
              [held, -amount],
              [psp.id, amount],
            ],
          });
        }
      }
    }

    move({
      key: 'seed-team:demo_agent:deposit',
      kind: 'deposit',
      at: new Date(startOfDay(DAYS) + 8 * 3_600_000),
      metadata: { reason: 'demo agent funds' },
      legs: [
        [psp.id, -funded],
        [agentWallet, funded],
      ],
    });
    const entryIds = new Map<string, number>();
    await insertChunks(movements, async (chunk) => {
      const rows = await tx
        .insert(journalEntries)
        .values(
          chunk.map((m) => ({
            idempotencyKey: m.key,
            kind: m.kind,
            metadata: m.metadata,
            createdAt: m.at,
          })),
        )
        .returning({ id: journalEntries.id, key: journalEntries.idempotencyKey });
      for (const row of rows) entryIds.set(row.key, row.id);
    });
    const legs = movements.flatMap((m) =>
      m.legs.map(([accountId, amount]) => ({ entryId: entryIds.get(m.key)!, accountId, amount })),
    );
    await insertChunks(legs, (chunk) => tx.insert(postings).values(chunk));
    await insertChunks(rounds, (chunk) => tx.insert(gameRounds).values(chunk));
    // Their daily sums, as placing and settling them one by one would have written (records/rounds.ts).
    await tx.execute(sql`
      INSERT INTO member_bet_days (member_id, day, game_type, currency, bets, bet_amount, valid_bet, win_amount, profit)
      SELECT member_id, (bet_at AT TIME ZONE 'UTC')::date, game_type, currency, count(*), sum(bet_amount), sum(valid_bet),
             sum(win_amount), sum(win_amount - bet_amount)
      FROM game_rounds WHERE bet_id LIKE 'seed-team-%' GROUP BY 1, 2, 3, 4`);
    // And the members' all-time totals, from the deposits and rounds just written (wallet/totals.ts).
    await recountMemberTotals(tx);
    // Member balances move by what their postings add up to (system accounts keep none, ledger.ts).
    const changes = [...balances].filter(
      ([account, delta]) => account !== house.id && account !== psp.id && delta !== 0,
    );
    await tx.execute(sql`
      UPDATE ledger_accounts a SET balance = a.balance + v.delta
      FROM (VALUES ${sql.join(
        changes.map(([id, delta]) => sql`(${id}::bigint, ${delta}::bigint)`),
        sql`, `,
      )}) AS v(id, delta)
      WHERE a.id = v.id`);

    // The agents can transfer to their own team with the demo transaction password.
    for (const id of [agent.id, ...DEMO_SUBAGENTS.map((s) => byAccount.get(s.account)!.id)])
      if (!(await hasTransactionPassword(tx, id)))
        await storeTransactionPassword(tx, id, DEMO_TRANSACTION_PASSWORD);
  });

  await db.insert(agentAnnouncements).values(
    ANNOUNCEMENTS.map(([title, content], i) => ({
      merchantCode: 'BR',
      title,
      content,
      publishedAt: new Date(startOfDay(i * 4) + 8 * 3_600_000),
    })),
  );
}
