// Responsible gaming (issue 15): the member's page and the operator's real-money switches.
import type { components } from '@croupier/sdk/schema';
import type { FastifyPluginAsync } from 'fastify';
import { adminOnly } from '../../http/adminAuth';
import { ok } from '../../http/envelope';
import type { ModuleOptions } from '../types';
import { memberOnly, sessionOf } from '../wallet/guards';
import { exclude } from './exclusions';
import { cancelPending, setLimit, type LimitKind, type LimitPeriod } from './limits';
import { jurisdictionOf, switchRealMoney } from './profiles';
import { responsibleGamingOf, setRealityCheck } from './view';

type Schemas = components['schemas'];

export const responsibleGamingRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config }) => {
  const member = { preHandler: memberOnly(db) };
  const admin = { preHandler: adminOnly(config.system.adminToken) };

  app.get('/wps/responsibleGaming', member, async (request) => ok(await responsibleGamingOf(db, sessionOf(request))));

  app.put<{ Body: Schemas['RgLimitRequest'] }>('/wps/responsibleGaming/limits', member, async (request) => {
    const caller = sessionOf(request);
    const { kind, period, amount } = request.body;
    await setLimit(db, caller.member.id, { kind: kind as LimitKind, period: period as LimitPeriod, amount: amount ?? null });
    return ok(await responsibleGamingOf(db, caller));
  });

  app.post<{ Body: Schemas['RgLimitKey'] }>('/wps/responsibleGaming/limits/cancel', member, async (request) => {
    const caller = sessionOf(request);
    await cancelPending(db, caller.member.id, request.body.kind as LimitKind, request.body.period as LimitPeriod);
    return ok(await responsibleGamingOf(db, caller));
  });

  app.put<{ Body: Schemas['RealityCheckRequest'] }>('/wps/responsibleGaming/realityCheck', member, async (request) => {
    const caller = sessionOf(request);
    await setRealityCheck(db, caller.member.id, request.body.minutes ?? null);
    return ok(await responsibleGamingOf(db, caller));
  });

  app.post<{ Body: Schemas['ExclusionRequest'] }>('/wps/responsibleGaming/exclusion', member, async (request) => {
    const caller = sessionOf(request);
    const profile = await jurisdictionOf(db, caller.merchant.merchantCode);
    await exclude(db, caller.member.id, profile, { kind: request.body.kind, duration: request.body.duration ?? null });
    return ok(await responsibleGamingOf(db, caller));
  });

  app.put<{ Params: { merchantCode: string }; Body: Schemas['AdminJurisdictionRequest'] }>(
    '/admin/merchants/:merchantCode/jurisdiction',
    admin,
    async (request) => ok(await switchRealMoney(db, request.params.merchantCode, request.body)),
  );
};
