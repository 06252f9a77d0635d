// Provider states of the agent-centre pacts (issue 13): an agent with a three-level team that has deposited,
// played and received a bonus, and an agent outside that team. They answer the ids the consumer names.
import type { Database } from '../../src/db/database';
import { agentAnnouncements } from '../../src/modules/agents/tables';
import { MemberType } from '../../src/modules/member/memberTypes';
import { createMember, type Member } from '../../src/modules/member/service';
import { storeTransactionPassword } from '../../src/modules/profile/transactionPassword';
import { grantBonus, placeBet, settleBet } from '../../src/modules/records/rounds';
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

export function agentStates(database: Database, sessionTtlMs: number): Record<string, StateSetup> {
  const { db } = database;
  const merchantCode = DEFAULT_MERCHANT_CODE;
  const member = (account: string, extra: { type?: number; parentId?: string } = {}) =>
    createMember(db, { merchantCode, account, password: `${account}-Pact1!`, ...extra });
  const fund = (m: Member, amount: number) =>
    depositFromSandbox(db, {
      memberId: m.id,
      currency: 'BRL',
      amount,
      idempotencyKey: `pact:${m.account}:fund`,
    });

  return {
    'agent {account} with sub-agent {subAgent}, member {member} and deep member {deep}, and an outsider {outsider}, is logged in with transaction password {password}':
      async (params) => {
        const agent = await member(text(params, 'account'), { type: MemberType.AGENT });
        const sub = await member(text(params, 'subAgent'), {
          type: MemberType.AGENT,
          parentId: agent.id,
        });
        const direct = await member(text(params, 'member'), { parentId: agent.id });
        const deep = await member(text(params, 'deep'), { parentId: sub.id });
        const outsider = await member(text(params, 'outsider'));
        await fund(agent, 500_000);
        await storeTransactionPassword(db, agent.id, text(params, 'password'));
        for (const m of [direct, deep]) {
          await fund(m, 20_000);
          const betId = `pact-${m.account}-1`;
          await placeBet(db, {
            memberId: m.id,
            currency: 'BRL',
            betId,
            vendor: 'PG',
            gameType: 'RNG',
            gameCode: 'fortune-tiger',
            gameName: 'Fortune Tiger',
            amount: 1_000,
          });
          await settleBet(db, betId, 1_500);
          await grantBonus(db, {
            memberId: m.id,
            currency: 'BRL',
            amount: 500,
            name: 'Weekly rebate',
            idempotencyKey: `pact:${m.account}:bonus`,
          });
        }
        await db
          .insert(agentAnnouncements)
          .values(
            ['Weekly team report', 'New commission rates'].map((title, i) => ({
              merchantCode,
              title,
              content: `${title}: details.`,
              publishedAt: new Date(Date.now() - i * 86_400_000),
            })),
          );
        const { token } = await createSession(db, { memberId: agent.id, ttlMs: sessionTtlMs });
        return {
          token,
          memberId: direct.id,
          subAgentId: sub.id,
          deepId: deep.id,
          outsiderId: outsider.id,
        };
      },
  };
}
