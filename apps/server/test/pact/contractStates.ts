// Provider states of the agent contract pacts (issue 13): an upline, its direct sub-agent, requests,
// contracts in force and settled periods, all through the contract and ledger services.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { requestContract } from '../../src/modules/contracts/service';
import { settleDue } from '../../src/modules/contracts/settlement';
import {
  agentContracts,
  CONTRACT_TYPES,
  type ContractType,
} from '../../src/modules/contracts/tables';
import { MemberType } from '../../src/modules/member/memberTypes';
import { createMember, type Member } from '../../src/modules/member/service';
import { placeBet, settleBet } from '../../src/modules/records/rounds';
import { createSession } from '../../src/modules/session/service';
import { DEFAULT_MERCHANT_CODE } from '../../src/modules/system/service';
import { depositFromSandbox } from '../../src/modules/wallet/service';

type StateSetup = (params?: unknown) => Promise<Record<string, string> | undefined>;

const text = (params: unknown, name: string): string => {
  const value = (params as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== 'string' || value === '')
    throw new Error(`provider state needs a string parameter "${name}"`);
  return value;
};
const contractType = (params: unknown): ContractType => {
  const type = text(params, 'type');
  if (!(CONTRACT_TYPES as readonly string[]).includes(type))
    throw new Error(`no contract type ${type}`);
  return type as ContractType;
};

const DAY = 86_400_000;

export function contractStates(
  database: Database,
  sessionTtlMs: number,
): Record<string, StateSetup> {
  const { db } = database;
  const merchantCode = DEFAULT_MERCHANT_CODE;
  const member = (account: string, extra: { type?: number; parentId?: string } = {}) =>
    createMember(db, { merchantCode, account, password: `${account}-Pact1!`, ...extra });
  const session = async (m: Member) =>
    (await createSession(db, { memberId: m.id, ttlMs: sessionTtlMs })).token;
  const fund = (m: Member, amount: number) =>
    depositFromSandbox(db, {
      memberId: m.id,
      currency: 'BRL',
      amount,
      idempotencyKey: `pact:${m.account}:fund`,
    });
  /** An upline agent with money, and its direct sub-agent. */
  const pair = async (uplineAccount: string, agentAccount: string) => {
    const upline = await member(uplineAccount, { type: MemberType.AGENT });
    await fund(upline, 1_000_000);
    const agent = await member(agentAccount, { type: MemberType.AGENT, parentId: upline.id });
    return { upline, agent };
  };
  const activate = async (holderId: string, type: ContractType, acceptedAt: Date) => {
    const [row] = await db
      .update(agentContracts)
      .set({
        status: 'active',
        acceptedAt,
        ...(type === 'realtime_salary' && { agreementSignedAt: acceptedAt }),
      })
      .where(
        and(
          eq(agentContracts.memberId, holderId),
          eq(agentContracts.type, type),
          eq(agentContracts.status, 'requested'),
        ),
      )
      .returning({ id: agentContracts.id });
    return row!.id;
  };

  return {
    'agent {account} with upline {upline} is logged in with a {type} contract request awaiting it':
      async (params) => {
        const { upline, agent } = await pair(text(params, 'upline'), text(params, 'account'));
        await requestContract(db, agent.id, contractType(params), 100, { offeredBy: upline.id });
        return { token: await session(agent) };
      },

    'agent {account} with upline {upline} is logged in with a {type} contract in force and settled periods':
      async (params) => {
        const type = contractType(params);
        const { upline, agent } = await pair(text(params, 'upline'), text(params, 'account'));
        const player = await member(`${text(params, 'account')}_p`, { parentId: agent.id });
        await fund(player, 100_000);
        await requestContract(db, agent.id, type, 100, { offeredBy: upline.id });
        const acceptedAt = new Date(Date.now() - 2 * DAY);
        const contractId = await activate(agent.id, type, acceptedAt);
        for (const [i, amount] of [10_000, 20_000].entries()) {
          const betId = randomUUID();
          const at = new Date(acceptedAt.getTime() + (i + 1) * 3_600_000);
          await placeBet(db, {
            memberId: player.id,
            currency: 'BRL',
            betId,
            vendor: 'PG',
            gameType: 'RNG',
            gameCode: 'pact',
            gameName: 'Pact Slot',
            amount,
            at,
          });
          await settleBet(db, betId, 0, at);
        }
        await settleDue(db, new Date());
        return { token: await session(agent), contractId };
      },

    'agent {account} is logged in with sub-agent {subAgent}': async (params) => {
      const { upline } = await pair(text(params, 'account'), text(params, 'subAgent'));
      return { token: await session(upline) };
    },

    'agent {account} is logged in with sub-agent {subAgent} holding its {type} contract': async (
      params,
    ) => {
      const type = contractType(params);
      const { upline, agent } = await pair(text(params, 'account'), text(params, 'subAgent'));
      await requestContract(db, agent.id, type, 150, { offeredBy: upline.id });
      const contractId = await activate(agent.id, type, new Date());
      return { token: await session(upline), contractId };
    },
  };
}
