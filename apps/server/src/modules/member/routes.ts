import type { components } from '@croupier/sdk/schema';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';
import { authenticate, sessionOf } from '../session/auth';
import { requestMerchantCode } from '../system/requestMerchant';
import type { ModuleOptions } from '../types';
import { registerMember } from './registration';
import { toMemberInfo } from './service';

// referralCode and affiliateCode are accepted, not yet acted on.
type RegisterBody = components['schemas']['RegisterRequest'];

export const memberRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config }) => {
  // Per client IP: slows down bulk account creation from one address.
  const registerRateLimit = app.rateLimit({
    max: config.registerRateLimit.max,
    timeWindow: config.registerRateLimit.timeWindowMs,
  });

  app.put<{ Body: RegisterBody }>(
    '/wps/member/register',
    { preHandler: registerRateLimit },
    async (request) => {
      const { username, password, confirmPassword, termsAccepted } = request.body;
      const result = await registerMember(db, {
        merchantCode: requestMerchantCode(request),
        username,
        password,
        confirmPassword,
        termsAccepted,
        sessionTtlMs: config.sessionTtlMs,
      });
      return ok(result);
    },
  );

  app.get('/wps/member/info', { preHandler: authenticate(db) }, async (request) => {
    const { member, merchant, session } = sessionOf(request);
    return ok(toMemberInfo(member, merchant, session.firstLogin));
  });
};
