// The agent centre's team calls (issue 13). Every route is for agents only (error_not_agent), and each
// service checks that whatever member it is asked about lies in the caller's subtree (not_in_team).
import type { components } from '@croupier/sdk/schema';
import type { FastifyPluginAsync, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/types';
import { ok } from '../../http/envelope';
import type { PageQuery } from '../../http/paging';
import { authenticate, sessionOf } from '../session/auth';
import type { ModuleOptions } from '../types';
import { pushBalance } from '../wallet/service';
import { listAgentAnnouncements } from './announcements';
import { teamOverview } from './overview';
import { registerDownline } from './register';
import {
  creditReport,
  teamBets,
  teamTransactions,
  userLoss,
  type TeamReportQuery,
} from './reports';
import { listTeamMembers, teamMemberDetails, type TeamMembersQuery } from './team';
import { downlineTransferInfo, transferToDownline } from './transfer';
import { asAgent } from './tree';

type Schemas = components['schemas'];

/** A session of an agent; anyone else gets error_not_agent (spec §6). */
function agentSession(db: Db): preHandlerAsyncHookHandler {
  const auth = authenticate(db);
  return async function (this: unknown, request, reply) {
    await auth.call(this as never, request, reply);
    asAgent(sessionOf(request).member);
  };
}

export const agentRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, notifier }) => {
  const agentOnly = { preHandler: agentSession(db) };
  const caller = (request: FastifyRequest) => {
    const { member, merchant } = sessionOf(request);
    return [member, merchant] as const;
  };

  app.get<{ Querystring: PageQuery }>('/wps/agent/team/overview', agentOnly, async (request) =>
    ok(await teamOverview(db, ...caller(request), request.query)),
  );

  app.get<{ Querystring: TeamMembersQuery }>(
    '/wps/agent/team/members',
    agentOnly,
    async (request) => ok(await listTeamMembers(db, ...caller(request), request.query)),
  );

  app.get<{ Params: { memberId: string } }>(
    '/wps/agent/team/members/:memberId',
    agentOnly,
    async (request) => ok(await teamMemberDetails(db, ...caller(request), request.params.memberId)),
  );

  app.post<{ Body: Schemas['AgentRegisterRequest'] }>(
    '/wps/agent/team/register',
    agentOnly,
    async (request) => ok(await registerDownline(db, ...caller(request), request.body)),
  );

  app.get<{ Querystring: TeamReportQuery }>('/wps/agent/team/bets', agentOnly, async (request) =>
    ok(await teamBets(db, ...caller(request), request.query)),
  );

  app.get<{ Querystring: TeamReportQuery }>('/wps/agent/team/profit', agentOnly, async (request) =>
    ok(await userLoss(db, ...caller(request), request.query)),
  );

  app.get<{ Querystring: TeamReportQuery }>(
    '/wps/agent/team/transactions',
    agentOnly,
    async (request) => ok(await teamTransactions(db, ...caller(request), request.query)),
  );

  app.get<{ Querystring: Pick<PageQuery, 'pageNo' | 'pageSize'> }>(
    '/wps/agent/announcements',
    agentOnly,
    async (request) =>
      ok(await listAgentAnnouncements(db, sessionOf(request).merchant.merchantCode, request.query)),
  );

  app.get<{ Querystring: PageQuery }>('/wps/agent/credit-report', agentOnly, async (request) =>
    ok(await creditReport(db, ...caller(request), request.query)),
  );

  app.get('/wps/agent/team/transfer', agentOnly, async (request) =>
    ok(await downlineTransferInfo(db, ...caller(request))),
  );

  app.post<{ Body: Schemas['DownlineTransferRequest'] }>(
    '/wps/agent/team/transfer',
    agentOnly,
    async (request) => {
      const [agent, merchant] = caller(request);
      const { receiver, record } = await transferToDownline(db, agent, merchant, request.body);
      await pushBalance(db, notifier, agent.id, merchant.currency);
      await pushBalance(db, notifier, receiver.id, merchant.currency);
      return ok(record);
    },
  );
};
