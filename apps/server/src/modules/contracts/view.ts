// How a contract row reads in the API (openapi Contract): terms grouped, parties by account.
import { alias } from 'drizzle-orm/pg-core';
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { members } from '../member/tables';
import { agentContracts, type AgentContractRow } from './tables';

const holders = alias(members, 'holder');
const offerers = alias(members, 'offerer');

type Party = { account: string; nickname: string };

export const toContract = (row: AgentContractRow, holder: Party, offeredBy: Party | null) => ({
  id: row.id,
  type: row.type,
  requestKind: row.requestKind,
  status: row.status,
  terms: {
    rateBps: row.rateBps,
    activeMembers: row.activeMembers,
    periodValidBet: row.periodValidBet,
    periodProfitLoss: row.periodProfitLoss,
    betAmount: row.betAmount,
    period: row.period,
  },
  holder,
  offeredBy,
  createdAt: row.createdAt.toISOString(),
  acceptedAt: row.acceptedAt?.toISOString() ?? null,
  endedAt: row.endedAt?.toISOString() ?? null,
  endReason: row.endReason ?? null,
  agreementSignedAt: row.agreementSignedAt?.toISOString() ?? null,
});

export type ContractView = ReturnType<typeof toContract>;

/** Contracts matching `where`, with both parties, in the given order. */
export function selectContracts(db: Db, where: SQL | undefined) {
  return db
    .select({
      contract: agentContracts,
      holder: { account: holders.account, nickname: holders.nickname },
      offerer: { account: offerers.account, nickname: offerers.nickname },
    })
    .from(agentContracts)
    .innerJoin(holders, eq(holders.id, agentContracts.memberId))
    .leftJoin(offerers, eq(offerers.id, agentContracts.offeredBy))
    .where(where)
    .$dynamic();
}

export const viewOf = (row: {
  contract: AgentContractRow;
  holder: Party;
  offerer: Party | null;
}): ContractView => toContract(row.contract, row.holder, row.offerer);
