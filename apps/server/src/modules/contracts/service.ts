// Agent contracts (spec §3 §4 §6): an upline offers a direct sub-agent a new contract or the termination
// of one in force; the sub-agent accepts or rejects; either side may terminate. The consolidated call's
// four flags say which kinds of request await the member's answer.
import { and, count, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import type { Db } from '../../db/types';
import { ApiError, validationFailed } from '../../http/envelope';
import { pageOf, type PageQuery } from '../../http/paging';
import { isAgentType } from '../member/memberTypes';
import { findMemberByAccount, type Member } from '../member/service';
import { members } from '../member/tables';
import { pushUnread, sendMessage } from '../messages/service';
import type { Notifier } from '../notifications/hub';
import { flagsOf, getWhitelabel } from '../system/whitelabel';
import {
  agentContracts,
  type AgentContractRow,
  type ContractPeriod,
  type ContractType,
  type EndReason,
} from './tables';
import { selectContracts, viewOf, type ContractView } from './view';

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

export interface ContractTerms {
  rateBps: number;
  activeMembers: number;
  periodValidBet: number;
  periodProfitLoss: number;
  betAmount: number;
  period: ContractPeriod;
}

const DEFAULT_TERMS: Omit<ContractTerms, 'rateBps'> = {
  activeMembers: 0,
  periodValidBet: 0,
  periodProfitLoss: 0,
  betAmount: 0,
  period: 'daily',
};

/** Offers the member a contract of `type` (from `offeredBy`, or the platform); one open request per kind. */
export async function requestContract(
  db: Db,
  memberId: string,
  type: ContractType,
  rateBps: number,
  more: Partial<ContractTerms> & { offeredBy?: string | null } = {},
): Promise<void> {
  const { offeredBy = null, ...terms } = more;
  await db
    .insert(agentContracts)
    .values({ memberId, type, ...DEFAULT_TERMS, ...terms, rateBps, offeredBy })
    .onConflictDoNothing();
}

function requireAgent(member: Member): void {
  if (!isAgentType(member.type)) throw new ApiError(403, 'error_not_agent');
}

const openOf = (memberId: string, type: ContractType, status: 'requested' | 'active') =>
  and(
    eq(agentContracts.memberId, memberId),
    eq(agentContracts.type, type),
    eq(agentContracts.status, status),
  );

async function lockOpen(
  tx: Db,
  memberId: string,
  type: ContractType,
  status: 'requested' | 'active',
): Promise<AgentContractRow | undefined> {
  const [row] = await tx
    .select()
    .from(agentContracts)
    .where(openOf(memberId, type, status))
    .for('update');
  return row;
}

async function viewById(db: Db, id: string): Promise<ContractView> {
  const [row] = await selectContracts(db, eq(agentContracts.id, id));
  if (!row) throw new ApiError(404, 'not_found');
  return viewOf(row);
}

/** The agent's contract of a kind: the one in force and the request awaiting its answer. */
export async function contractState(db: Db, agent: Member, type: ContractType) {
  requireAgent(agent);
  const rows = await selectContracts(
    db,
    and(
      eq(agentContracts.memberId, agent.id),
      eq(agentContracts.type, type),
      inArray(agentContracts.status, ['requested', 'active']),
    ),
  );
  const current = rows.find((r) => r.contract.status === 'active');
  const request = rows.find((r) => r.contract.status === 'requested');
  return {
    type,
    current: current ? viewOf(current) : null,
    request: request ? viewOf(request) : null,
  };
}

async function end(db: Db, id: string, reason: EndReason, at: Date) {
  await db
    .update(agentContracts)
    .set({ status: 'terminated', endedAt: at, endReason: reason, updatedAt: at })
    .where(and(eq(agentContracts.id, id), eq(agentContracts.status, 'active')));
}

const KIND_NAME: Record<ContractType, string> = {
  dividend: 'dividend',
  daily_salary: 'daily salary',
  hourly_salary: 'hourly salary',
  realtime_salary: 'real-time salary',
};

const percent = (bps: number) => `${(bps / 100).toFixed(2)}%`;

/**
 * Spec §4: accepting a new contract at a lower rate than a contract of the same kind that the accepting
 * agent gave one of its sub-agents ends that sub-agent's contract (the upline cannot pay more than it
 * earns), with a platform message to both. Runs in the caller's transaction: the members messaged come back, to be
 * pushed their new counts once it commits.
 */
async function endHigherDownlineContracts(
  db: Db,
  agent: Member,
  accepted: AgentContractRow,
  at: Date,
): Promise<string[]> {
  const higher = await db
    .select({
      id: agentContracts.id,
      memberId: agentContracts.memberId,
      rateBps: agentContracts.rateBps,
      account: members.account,
    })
    .from(agentContracts)
    .innerJoin(members, eq(members.id, agentContracts.memberId))
    .where(
      and(
        eq(agentContracts.offeredBy, agent.id),
        eq(agentContracts.type, accepted.type),
        eq(agentContracts.status, 'active'),
        gt(agentContracts.rateBps, accepted.rateBps),
      ),
    );
  for (const contract of higher) {
    await end(db, contract.id, 'lower_upline_rate', at);
    const kind = KIND_NAME[accepted.type];
    const content = `The ${kind} contract of ${contract.account} at ${percent(contract.rateBps)} has ended: ${agent.account} accepted a ${kind} contract at ${percent(accepted.rateBps)}, a lower rate.`;
    const title = `Your ${kind} contract has ended`;
    await sendMessage(db, null, {
      memberId: contract.memberId,
      category: 'platform',
      title,
      content,
      at,
    });
    await sendMessage(db, null, {
      memberId: agent.id,
      category: 'platform',
      title: `The ${kind} contract of ${contract.account} has ended`,
      content,
      at,
    });
  }
  return higher.length > 0 ? [agent.id, ...higher.map((contract) => contract.memberId)] : [];
}

export type ContractAction = 'accept' | 'reject' | 'terminate';

/** The holder answers the waiting request of a kind, or terminates the contract in force. */
export async function answerContract(
  db: Db,
  notifier: Notifier | null,
  agent: Member,
  type: ContractType,
  answer: { action: ContractAction; signAgreement?: boolean },
  at = new Date(),
) {
  requireAgent(agent);
  const messaged = await db.transaction(async (tx): Promise<string[]> => {
    if (answer.action === 'terminate') {
      const active = await lockOpen(tx, agent.id, type, 'active');
      if (!active) throw new ApiError(409, 'contract_state_conflict');
      await end(tx, active.id, 'by_holder', at);
      return [];
    }
    const request = await lockOpen(tx, agent.id, type, 'requested');
    if (!request) throw new ApiError(409, 'contract_state_conflict');
    if (answer.action === 'reject') {
      await tx
        .update(agentContracts)
        .set({ status: 'rejected', endedAt: at, endReason: 'rejected', updatedAt: at })
        .where(eq(agentContracts.id, request.id));
      return [];
    }
    if (request.requestKind === 'termination') {
      if (request.terminates) await end(tx, request.terminates, 'termination_accepted', at);
      await tx
        .update(agentContracts)
        .set({ status: 'accepted', acceptedAt: at, updatedAt: at })
        .where(eq(agentContracts.id, request.id));
      return [];
    }
    // Signing the real-time salary agreement is part of accepting a real-time salary contract (spec §6).
    if (type === 'realtime_salary' && answer.signAgreement !== true)
      throw validationFailed({ signAgreement: { rule: 'required' } });
    const current = await lockOpen(tx, agent.id, type, 'active');
    if (current) await end(tx, current.id, 'by_upline', at);
    const [accepted] = await tx
      .update(agentContracts)
      .set({
        status: 'active',
        acceptedAt: at,
        updatedAt: at,
        ...(type === 'realtime_salary' && { agreementSignedAt: at }),
      })
      .where(eq(agentContracts.id, request.id))
      .returning();
    return endHigherDownlineContracts(tx, agent, accepted!, at);
  });
  if (notifier) for (const memberId of new Set(messaged)) await pushUnread(db, notifier, memberId);
  return contractState(db, agent, type);
}

/** The direct sub-agent `account` of `upline`, or 403 not_direct_downline (also for unknown accounts). */
async function directSubAgent(db: Db, upline: Member, account: string): Promise<Member> {
  const member = await findMemberByAccount(db, upline.merchantCode, account);
  if (!member || member.parentId !== upline.id || !isAgentType(member.type))
    throw new ApiError(403, 'not_direct_downline');
  return member;
}

export interface ContractOffer {
  account: string;
  type: ContractType;
  requestKind: 'new' | 'termination';
  terms?: ContractTerms;
}

/** An upline offers its direct sub-agent a new contract or the termination of the one in force. */
export async function offerContract(db: Db, upline: Member, offer: ContractOffer, at = new Date()) {
  requireAgent(upline);
  const holder = await directSubAgent(db, upline, offer.account);
  return openRequest(db, holder, upline.id, offer, at);
}

/**
 * The platform (staff) offers a top agent, one with no upline, a new contract or the termination of the
 * platform's contract in force; the house pays what it settles.
 */
export async function offerFromPlatform(
  db: Db,
  merchantCode: string,
  offer: ContractOffer,
  at = new Date(),
) {
  const holder = await findMemberByAccount(db, merchantCode, offer.account);
  if (!holder || !isAgentType(holder.type)) throw new ApiError(404, 'not_found');
  if (holder.parentId !== null) throw new ApiError(403, 'not_direct_downline');
  return openRequest(db, holder, null, offer, at);
}

/** Writes the request `offeredBy` (null: the platform) sends `holder`, one open request per kind. */
async function openRequest(
  db: Db,
  holder: Member,
  offeredBy: string | null,
  offer: ContractOffer,
  at: Date,
) {
  const insertRequest = async (
    tx: Db,
    request: ContractTerms & { requestKind: 'new' | 'termination'; terminates?: string },
  ) => {
    const [row] = await tx
      .insert(agentContracts)
      .values({
        memberId: holder.id,
        offeredBy,
        type: offer.type,
        ...request,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: agentContracts.id });
    return row!.id;
  };
  const id = await db
    .transaction(async (tx) => {
      const [waiting] = await tx
        .select({ id: agentContracts.id })
        .from(agentContracts)
        .where(openOf(holder.id, offer.type, 'requested'));
      if (waiting) throw new ApiError(409, 'contract_state_conflict');
      const [active] = await tx
        .select()
        .from(agentContracts)
        .where(openOf(holder.id, offer.type, 'active'));
      if (offer.requestKind === 'new') {
        if (!offer.terms) throw validationFailed({ terms: { rule: 'required' } });
        if (active) throw new ApiError(409, 'contract_state_conflict');
        return insertRequest(tx, { ...offer.terms, requestKind: 'new' });
      }
      if (!active || active.offeredBy !== offeredBy)
        throw new ApiError(409, 'contract_state_conflict');
      // A termination request carries the terms it would end, for the holder to read.
      const { rateBps, activeMembers, periodValidBet, periodProfitLoss, betAmount, period } =
        active;
      return insertRequest(tx, {
        rateBps,
        activeMembers,
        periodValidBet,
        periodProfitLoss,
        betAmount,
        period,
        requestKind: 'termination',
        terminates: active.id,
      });
    })
    .catch((error: unknown) => {
      // Two offers racing for one sub-agent: the open-request key lets one through.
      if (isUniqueViolation(error, 'agent_contracts_open_request_key'))
        throw new ApiError(409, 'contract_state_conflict');
      throw error;
    });
  return viewById(db, id);
}

/** The upline ends a contract it gave (or withdraws a request still waiting). */
export async function terminateContract(
  db: Db,
  upline: Member,
  contractId: string,
  at = new Date(),
) {
  requireAgent(upline);
  const [row] = await db.select().from(agentContracts).where(eq(agentContracts.id, contractId));
  if (!row || row.offeredBy !== upline.id) throw new ApiError(404, 'not_found');
  if (row.status === 'active') await end(db, row.id, 'by_upline', at);
  else if (row.status === 'requested')
    await db
      .update(agentContracts)
      .set({ status: 'rejected', endedAt: at, endReason: 'withdrawn', updatedAt: at })
      .where(and(eq(agentContracts.id, row.id), eq(agentContracts.status, 'requested')));
  else throw new ApiError(409, 'contract_state_conflict');
  return viewById(db, row.id);
}

/** The contracts and requests the agent gave its sub-agents, newest first. */
export async function listOffers(
  db: Db,
  upline: Member,
  query: PageQuery & { account?: string; type?: ContractType },
) {
  requireAgent(upline);
  const where: SQL[] = [eq(agentContracts.offeredBy, upline.id)];
  if (query.type) where.push(eq(agentContracts.type, query.type));
  if (query.account) {
    const member = await findMemberByAccount(db, upline.merchantCode, query.account);
    where.push(eq(agentContracts.memberId, member?.id ?? '00000000-0000-0000-0000-000000000000'));
  }
  const page = pageOf(query);
  const [rows, [total]] = await Promise.all([
    selectContracts(db, and(...where))
      .orderBy(desc(agentContracts.createdAt), desc(agentContracts.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(agentContracts)
      .where(and(...where)),
  ]);
  return page.result(rows.map(viewOf), total?.n ?? 0);
}
