import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';
import { authenticate, sessionOf } from '../session/auth';
import type { ModuleOptions } from '../types';
import { getMainBalance } from './service';

export const walletRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  app.get('/wps/v2/wallets/balance', { preHandler: authenticate(db) }, async (request) => {
    const { member, merchant } = sessionOf(request);
    return ok(await getMainBalance(db, member.id, merchant.currency));
  });
};
