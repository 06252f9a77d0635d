// Agent contracts (spec §3 consolidated contract info, §6): which kinds of contract request await the
// member's answer. The merchant's agent policy flag (whitelabel agentPolicy) turns the whole feature on.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { flagsOf, getWhitelabel } from '../system/whitelabel';
import { agentContracts, type ContractType } from './tables';

/** The four flags of spec §3, each true when a request of that kind awaits the member's answer. */
export interface ContractInfo {
  dailysalreqtype: boolean;
  divtypereq: boolean;
  contracthoursalreq: boolean;
  realtimesalreqtype: boolean;
}

const FLAG_OF: Record<ContractType, keyof ContractInfo> = {
  dividend: 'divtypereq',
  daily_salary: 'dailysalreqtype',
  hourly_salary: 'contracthoursalreq',
  realtime_salary: 'realtimesalreqtype',
};

export const NO_CONTRACTS: ContractInfo = {
  dailysalreqtype: false,
  divtypereq: false,
  contracthoursalreq: false,
  realtimesalreqtype: false,
};

/** The member's consolidated contract info; all false where the merchant's agent policy flag is off. */
export async function contractInfo(
  db: Db,
  merchantCode: string,
  memberId: string,
): Promise<ContractInfo> {
  if (!flagsOf(await getWhitelabel(db, merchantCode)).agentPolicy) return NO_CONTRACTS;
  const open = await db
    .select({ type: agentContracts.type })
    .from(agentContracts)
    .where(and(eq(agentContracts.memberId, memberId), eq(agentContracts.status, 'requested')));
  const info = { ...NO_CONTRACTS };
  for (const { type } of open) info[FLAG_OF[type]] = true;
  return info;
}

/** Offers the member a contract of `type` (the upline's request); one open request per kind. */
export async function requestContract(
  db: Db,
  memberId: string,
  type: ContractType,
  rateBps: number,
): Promise<void> {
  await db.insert(agentContracts).values({ memberId, type, rateBps }).onConflictDoNothing();
}
