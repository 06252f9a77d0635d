import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiError, ok } from '../../http/envelope';
import { requestMerchantCode } from '../system/requestMerchant';
import { limiter } from '../limits/rateLimitStore';
import type { ModuleOptions } from '../types';
import { captchaIdOf } from '../verification/cookies';
import { authenticate, sessionOf } from './auth';
import { sendExtraCode } from './extraVerification';
import { logInFreePlay } from './freePlay';
import { checkCredentials, login, loginV2, type LoginBody, type LoginContext } from './login';
import { sandboxIdpRoutes } from './sandboxIdp';
import { revokeSession } from './service';

interface ExtraCodeBody {
  username: string;
  password: string;
  method: 'sms' | 'email';
  captcha?: string;
}

/** The account a login names, for the per-account rate limit: the username, else the phone. */
const loginAccount = (request: FastifyRequest) => {
  const body = request.body as Partial<LoginBody>;
  return String(body.username ?? body.mobileNum ?? '').trim().toLowerCase();
};

export const sessionRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config, notifier }) => {
  const { max, timeWindowMs } = config.loginRateLimit;
  const limiters = [
    // Per client and account: one player's typos do not lock out another, a guesser is slowed on each account.
    app.createRateLimit({ max, timeWindow: timeWindowMs, keyGenerator: (request) => `login-account|${request.ip}|${loginAccount(request)}` }),
    // Per client over all accounts: one address cannot try many accounts quickly (spec §9 security bars).
    app.createRateLimit({ max: max * 3, timeWindow: timeWindowMs, keyGenerator: (request) => `login-ip|${request.ip}` }),
  ];
  const loginRateLimit = async (request: FastifyRequest) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) throw new ApiError(429, 'too_many_requests');
    }
  };
  const freePlayLimit = limiter(app, 'free-play', config.freePlayRateLimit);

  const contextOf = (request: FastifyRequest): LoginContext => ({
    ip: request.ip,
    merchantCode: requestMerchantCode(request),
    captchaId: captchaIdOf(request),
    config,
  });

  app.post<{ Body: LoginBody }>('/wps/session/login', { preHandler: loginRateLimit }, async (request) =>
    ok(await login(db, request.body, contextOf(request))),
  );

  app.post<{ Body: Omit<LoginBody, 'type'> }>('/wps/session/loginV2', { preHandler: loginRateLimit }, async (request) =>
    ok(await loginV2(db, request.body, contextOf(request))),
  );

  app.post<{ Body: ExtraCodeBody }>('/wps/session/login/verification', { preHandler: loginRateLimit }, async (request) => {
    const { member } = await checkCredentials(db, request.body, contextOf(request));
    return ok(await sendExtraCode(db, member.id, request.body.method, config.verification));
  });

  app.post('/wps/session/login/freeplay', { preHandler: freePlayLimit }, async (request) =>
    ok(await logInFreePlay(db, requestMerchantCode(request), config.sessionTtlMs)),
  );

  app.delete('/wps/session/logout', { preHandler: authenticate(db) }, async (request) => {
    const { session, member } = sessionOf(request);
    await revokeSession(db, session.id);
    notifier.endSessions(member.id, { sessionIds: [session.id] });
    return ok(null);
  });

  // The built-in identity provider's consent pages (Facebook, Google, phone sign-in), for every environment:
  // there is no real provider to talk to.
  sandboxIdpRoutes(app, db, config);
};
