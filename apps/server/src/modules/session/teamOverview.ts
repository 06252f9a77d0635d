// The agent centre's default page (spec §2 agentTeamOverview): the agent's direct downline.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { isAgentType } from '../member/memberTypes';
import type { Member } from '../member/service';
import { members } from '../member/tables';

export async function teamOverview(db: Db, agent: Member) {
  if (!isAgentType(agent.type)) throw new ApiError(403, 'error_not_agent');
  const rows = await db
    .select({
      account: members.account,
      nickname: members.nickname,
      type: members.type,
      createdAt: members.createdAt,
      lastLoginAt: members.lastLoginAt,
    })
    .from(members)
    .where(eq(members.parentId, agent.id))
    .orderBy(asc(members.account));
  return {
    teamSize: rows.length,
    members: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), lastLoginAt: r.lastLoginAt?.toISOString() ?? null })),
  };
}
