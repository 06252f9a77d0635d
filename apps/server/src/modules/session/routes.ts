import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';
import { requestMerchantCode } from '../system/requestMerchant';
import type { ModuleOptions } from '../types';
import { authenticate, sessionOf } from './auth';
import { login, revokeSession, type LoginInput } from './service';

type LoginBody = Pick<LoginInput, 'username' | 'password' | 'type'> & { captcha?: string };

export const sessionRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config }) => {
  const { max, timeWindowMs } = config.loginRateLimit;
  // Per client and account: one player's typos do not lock out another, a guesser is slowed on each account.
  const loginRateLimit = app.rateLimit({
    max,
    timeWindow: timeWindowMs,
    keyGenerator: (request) =>
      `${request.ip}|${String((request.body as LoginBody).username)
        .trim()
        .toLowerCase()}`,
  });

  app.post<{ Body: LoginBody }>(
    '/wps/session/login',
    { preHandler: loginRateLimit },
    async (request) => {
      const result = await login(db, {
        merchantCode: requestMerchantCode(request),
        username: request.body.username,
        password: request.body.password,
        type: request.body.type,
        sessionTtlMs: config.sessionTtlMs,
      });
      return ok(result);
    },
  );

  app.delete('/wps/session/logout', { preHandler: authenticate(db) }, async (request) => {
    await revokeSession(db, sessionOf(request).session.id);
    return ok(null);
  });
};
