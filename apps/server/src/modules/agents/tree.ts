// The team as a subtree (spec §4, issue 13): the questions every agent call asks, each one indexed query
// on the member_tree closure table (see tables.ts and the README).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { isAgentType } from '../member/memberTypes';
import type { Member } from '../member/service';
import { members } from '../member/tables';
import { memberTree } from './tables';

/** Links a new member under its upline: its own row and one per ancestor of the upline. */
export async function linkIntoTree(
  db: Db,
  memberId: string,
  parentId: string | null,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
    SELECT ${memberId}::uuid, ${memberId}::uuid, 0
    UNION ALL
    SELECT ancestor_id, ${memberId}::uuid, depth + 1 FROM member_tree WHERE descendant_id = ${parentId}::uuid`);
}

/** The caller as an agent; a player or a trial member gets error_not_agent. */
export function asAgent(member: Member): Member {
  if (!isAgentType(member.type)) throw new ApiError(403, 'error_not_agent');
  return member;
}

/** SQL: the member id column `column` is in the agent's team (the agent itself excluded). */
export const inTeamOf = (agentId: string, column: SQL | SQL.Aliased | { getSQL(): SQL }): SQL =>
  sql`${column} IN (SELECT descendant_id FROM member_tree WHERE ancestor_id = ${agentId} AND depth > 0)`;

/** The depth of `memberId` under the agent (1 for a direct member), or 403 not_in_team. */
export async function requireInTeam(db: Db, agent: Member, memberId: string): Promise<number> {
  const [row] = await db
    .select({ depth: memberTree.depth })
    .from(memberTree)
    .where(and(eq(memberTree.ancestorId, agent.id), eq(memberTree.descendantId, memberId)));
  if (!row || row.depth === 0) throw new ApiError(403, 'not_in_team');
  return row.depth;
}

/** The member ids from the agent (first) down to `memberId` (last), which must be in its team or itself. */
export async function pathFrom(db: Db, agent: Member, memberId: string) {
  return db
    .select({ memberId: members.id, account: members.account })
    .from(memberTree)
    .innerJoin(members, eq(members.id, memberTree.ancestorId))
    .where(
      and(
        eq(memberTree.descendantId, memberId),
        sql`${memberTree.depth} <= (SELECT depth FROM member_tree WHERE ancestor_id = ${agent.id} AND descendant_id = ${memberId})`,
      ),
    )
    .orderBy(sql`${memberTree.depth} DESC`);
}
