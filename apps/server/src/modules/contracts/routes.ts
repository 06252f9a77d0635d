// Agent contracts over HTTP: the four §7 relay calls (read with GET, answer with POST), the upline's
// offer / terminate / list calls, the agent's settlement records and income, and the staff's settle call.
import type { components } from '@croupier/sdk/schema';
import type { FastifyPluginAsync } from 'fastify';
import { adminOnly } from '../../http/adminAuth';
import { ApiError, ok } from '../../http/envelope';
import { isAgentType, MemberType } from '../member/memberTypes';
import { createMember, findMemberByAccount, MemberError } from '../member/service';
import type { PageQuery } from '../../http/paging';
import { authenticate, sessionOf } from '../session/auth';
import type { ModuleOptions } from '../types';
import { listSettlements, revenueReport } from './records';
import {
  answerContract,
  contractState,
  listOffers,
  offerContract,
  offerFromPlatform,
  terminateContract,
} from './service';
import { settleDue } from './settlement';
import type { ContractType } from './tables';

type Schemas = components['schemas'];

/** Spec §7 "Home and agent": one relay call per kind. */
export const RELAY_OF: Record<ContractType, string> = {
  dividend: '/wps/relay/MCS2_processDividendReq',
  daily_salary: '/wps/relay/MCS2_processDailySalContract',
  hourly_salary: '/wps/relay/MCS2_processContractHourSalary',
  realtime_salary: '/wps/relay/MCSFE_processRealTimeSalaryContract',
};

export const contractRoutes: FastifyPluginAsync<ModuleOptions> = async (
  app,
  { db, config, notifier },
) => {
  const agent = { preHandler: authenticate(db) };
  const staff = { preHandler: adminOnly(config.system.adminToken) };

  for (const [type, path] of Object.entries(RELAY_OF) as [ContractType, string][]) {
    app.get(path, agent, async (request) =>
      ok(await contractState(db, sessionOf(request).member, type)),
    );
    app.post<{ Body: Schemas['ContractAnswerRequest'] }>(path, agent, async (request) =>
      ok(await answerContract(db, notifier, sessionOf(request).member, type, request.body)),
    );
  }

  app.get<{ Querystring: PageQuery & { account?: string; type?: ContractType } }>(
    '/wps/agent/contracts/offers',
    agent,
    async (request) => ok(await listOffers(db, sessionOf(request).member, request.query)),
  );

  app.post<{ Body: Schemas['ContractOfferRequest'] }>(
    '/wps/agent/contracts/offer',
    agent,
    async (request) => ok(await offerContract(db, sessionOf(request).member, request.body)),
  );

  app.post<{ Body: Schemas['ContractTerminateRequest'] }>(
    '/wps/agent/contracts/terminate',
    agent,
    async (request) =>
      ok(await terminateContract(db, sessionOf(request).member, request.body.contractId)),
  );

  app.get<{ Querystring: PageQuery & { type: ContractType } }>(
    '/wps/agent/contracts/settlements',
    agent,
    async (request) => ok(await listSettlements(db, sessionOf(request).member, request.query)),
  );

  app.get<{ Querystring: PageQuery }>('/wps/agent/contracts/income', agent, async (request) =>
    ok(await revenueReport(db, sessionOf(request).member, request.query)),
  );

  // Staff create an agent (optionally under an upline agent): the set-up of the contract journeys.
  app.post<{ Body: Schemas['AdminCreateAgentRequest'] }>(
    '/admin/agents',
    staff,
    async (request) => {
      const { merchantCode, account, password, uplineAccount } = request.body;
      const upline = uplineAccount
        ? await findMemberByAccount(db, merchantCode, uplineAccount)
        : undefined;
      if (uplineAccount && (!upline || !isAgentType(upline.type)))
        throw new ApiError(404, 'not_found');
      try {
        await createMember(db, {
          merchantCode,
          account,
          password,
          type: MemberType.AGENT,
          parentId: upline?.id ?? null,
        });
      } catch (error) {
        if (error instanceof MemberError && error.code === 'account_taken')
          throw new ApiError(409, 'account_exists');
        if (error instanceof MemberError) throw new ApiError(404, 'not_found');
        throw error;
      }
      return ok({ account, upline: upline?.account ?? null });
    },
  );

  // The platform's offer to a top agent: what the seeded demo requests are, made by staff.
  app.post<{ Body: Schemas['AdminContractOfferRequest'] }>(
    '/admin/contracts/offer',
    staff,
    async (request) => {
      const { merchantCode, ...offer } = request.body;
      return ok(await offerFromPlatform(db, merchantCode, offer));
    },
  );

  app.post<{ Body: Schemas['AdminTickRequest'] }>(
    '/admin/contracts/settle',
    staff,
    async (request) =>
      ok(await settleDue(db, request.body.at ? new Date(request.body.at) : new Date())),
  );
};
