import type { components } from '@croupier/sdk/schema';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { authenticate, sessionOf } from '../session/auth';
import { requestMerchantCode } from '../system/requestMerchant';
import { DEFAULT_MERCHANT_CODE, getMerchant } from '../system/service';
import { captchaIdOf } from '../verification/cookies';
import { limiter } from '../limits/rateLimitStore';
import type { ModuleOptions } from '../types';
import { findAffiliateAgent } from './invitation';
import {
  changePassword,
  sendPasswordResetCode,
  setPasswordByEmail,
  setPasswordByPhone,
} from './passwords';
import { registerMember, type Registration, type RegistrationType } from './registration';
import { getRegisterSettings } from './settings';

type Schemas = components['schemas'];
type RegisterBody = Schemas['RegisterRequest'] | Schemas['RegisterMobileRequest'];

export const accountRoutes: FastifyPluginAsync<ModuleOptions> = async (
  app,
  { db, config, notifier },
) => {
  // Per client IP: slows down bulk account creation and password guessing from one address.
  const registerRateLimit = limiter(app, 'register', config.registerRateLimit);
  const passwordRateLimit = limiter(app, 'password', config.passwordRateLimit);

  // Spec §7: forgot password by email is form-encoded (only this plugin's routes parse it).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const merchantOf = async (code: string) =>
    (await getMerchant(db, code)) ?? (await getMerchant(db, DEFAULT_MERCHANT_CODE));

  app.get('/wps/system/setting/register', async (request) => {
    const merchant = await merchantOf(requestMerchantCode(request));
    return ok(await getRegisterSettings(db, merchant!.merchantCode));
  });

  app.get<{ Querystring: { code: string; domain?: string } }>(
    '/wps/agent/affiliate',
    async (request) => {
      const merchant = await merchantOf(requestMerchantCode(request));
      const agent = await findAffiliateAgent(db, merchant!.merchantCode, request.query.code);
      return ok({ valid: agent !== undefined });
    },
  );

  const registerRoute =
    (type: RegistrationType) => async (request: FastifyRequest<{ Body: RegisterBody }>) => {
      const { registerMethod: _method, termsAccepted, ...fields } = request.body;
      const registration: Registration = {
        type,
        merchantCode: requestMerchantCode(request),
        form: { ...fields, termsAccepted },
        captchaId: captchaIdOf(request),
        sessionTtlMs: config.sessionTtlMs,
      };
      return ok(await registerMember(db, registration));
    };
  app.put<{ Body: RegisterBody }>(
    '/wps/member/register',
    { preHandler: registerRateLimit },
    registerRoute('register'),
  );
  app.put<{ Body: RegisterBody }>(
    '/wps/member/register/mobile',
    { preHandler: registerRateLimit },
    registerRoute('registerMobile'),
  );

  app.post<{ Body: Schemas['ChangePasswordRequest'] }>(
    '/wps/member/password',
    { preHandler: [authenticate(db), passwordRateLimit] },
    async (request) => {
      const { member, session } = sessionOf(request);
      await changePassword(db, notifier, { member, sessionId: session.id, ...request.body });
      return ok(null);
    },
  );

  app.post<{ Body: Schemas['ForgotPasswordEmailRequest'] }>(
    '/wps/member/password/email',
    { preHandler: passwordRateLimit },
    async (request) =>
      ok(
        await sendPasswordResetCode(
          db,
          requestMerchantCode(request),
          request.body,
          config.verification,
        ),
      ),
  );

  app.post<{ Body: Schemas['SetPasswordByEmailRequest'] }>(
    '/wps/member/password/email/verification',
    { preHandler: passwordRateLimit },
    async (request) =>
      ok(
        await setPasswordByEmail(db, notifier, {
          ...request.body,
          merchantCode: requestMerchantCode(request),
          sessionTtlMs: config.sessionTtlMs,
        }),
      ),
  );

  app.post<{ Body: Schemas['SetPasswordByPhoneRequest'] }>(
    '/wps/member/password/verification',
    { preHandler: passwordRateLimit },
    async (request) => {
      const merchant = await merchantOf(requestMerchantCode(request));
      const result = await setPasswordByPhone(db, notifier, {
        ...request.body,
        merchantCode: merchant!.merchantCode,
        sessionTtlMs: config.sessionTtlMs,
      });
      return ok(result);
    },
  );
};
