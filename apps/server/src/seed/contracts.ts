// Demo agent contracts (spec §3 consolidated contract info): requests that await demo agents' answers, per
// merchant, so the contract flags are on where the merchant's agent policy is. Seeded once per kind: an
// answered request is not offered again on the next start.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/types';
import { agentContracts, type ContractType } from '../modules/contracts/tables';
import { findMemberByAccount } from '../modules/member/service';

interface DemoContract {
  merchantCode: string;
  account: string;
  type: ContractType;
  rateBps: number;
}

export const DEMO_CONTRACTS: readonly DemoContract[] = [
  { merchantCode: 'BR', account: 'demo_agent', type: 'dividend', rateBps: 3_000 },
  { merchantCode: 'BR', account: 'demo_agent', type: 'daily_salary', rateBps: 50 },
];

export async function seedContracts(db: Db): Promise<void> {
  for (const demo of DEMO_CONTRACTS) {
    const member = await findMemberByAccount(db, demo.merchantCode, demo.account);
    if (!member) continue;
    const [existing] = await db
      .select({ id: agentContracts.id })
      .from(agentContracts)
      .where(and(eq(agentContracts.memberId, member.id), eq(agentContracts.type, demo.type)))
      .limit(1);
    if (!existing)
      await db
        .insert(agentContracts)
        .values({ memberId: member.id, type: demo.type, rateBps: demo.rateBps })
        .onConflictDoNothing();
  }
}
