import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';
import { authenticate, sessionOf } from '../session/auth';
import type { ModuleOptions } from '../types';
import { vipPublicState, vipStanding } from '../vip/service';
import { toMemberInfo } from './service';

// Registration and passwords live in the account module.
export const memberRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  app.get('/wps/member/info', { preHandler: authenticate(db) }, async (request) => {
    const { member, merchant, session } = sessionOf(request);
    const vip = vipPublicState(await vipStanding(db, member.id, merchant));
    return ok({ ...toMemberInfo(member, merchant, session.firstLogin), ...vip });
  });
};
