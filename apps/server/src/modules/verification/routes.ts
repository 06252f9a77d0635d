import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';
import { findMemberByMobile } from '../member/service';
import { requestMerchantCode } from '../system/requestMerchant';
import { limiter } from '../limits/rateLimitStore';
import type { ModuleOptions } from '../types';
import { CAPTCHA_TTL_MS, createCaptcha } from './captcha';
import { setCaptchaCookie } from './cookies';
import { normalisePhone } from './phone';
import { readInbox, sandboxProvider, useMessageProvider } from './providers';
import { sendCode } from './service';

interface LoginSmsBody {
  mobileNum: string;
  countryDialingCode?: string;
}
interface RegisterSmsBody {
  mobileNo: string;
  countryDialingCode?: string;
}

export const verificationRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config }) => {
  // Sandbox codes go where a developer reads them (`npm start`: a plain stdout line), and to the dev inbox below.
  useMessageProvider(sandboxProvider(config.sandboxMessageLog ?? ((line) => app.log.warn(line))));

  const smsRateLimit = limiter(app, 'sms', config.smsRateLimit);
  const captchaRateLimit = limiter(app, 'captcha', config.captchaRateLimit);

  app.post<{ Body: LoginSmsBody }>(
    '/wps/verification/sms/noLogin',
    { preHandler: smsRateLimit },
    async (request) => {
      const merchantCode = requestMerchantCode(request);
      const destination = normalisePhone(merchantCode, request.body);
      // A number without an account gets the same answer and limits, and no message.
      const member = await findMemberByMobile(db, merchantCode, destination);
      const result = await sendCode(
        db,
        { merchantCode, purpose: 'login', channel: 'sms', destination },
        config.verification,
        member !== undefined,
      );
      return ok(result);
    },
  );

  app.post<{ Body: RegisterSmsBody }>(
    '/wps/verification/sms/register',
    { preHandler: smsRateLimit },
    async (request) => {
      const merchantCode = requestMerchantCode(request);
      const destination = normalisePhone(
        merchantCode,
        { mobileNum: request.body.mobileNo, countryDialingCode: request.body.countryDialingCode },
        'mobileNo',
      );
      const result = await sendCode(
        db,
        { merchantCode, purpose: 'register', channel: 'sms', destination },
        config.verification,
      );
      return ok(result);
    },
  );

  app.get('/wps/captcha', { preHandler: captchaRateLimit }, async (_request, reply) => {
    const { id, png } = await createCaptcha(db);
    setCaptchaCookie(reply, id, CAPTCHA_TTL_MS / 1000);
    reply.header('cache-control', 'no-store');
    return ok(png);
  });

  // The sandbox inbox for developers and e2e tests; never registered when config.devInbox is off.
  if (config.devInbox) {
    const inboxQuery = { type: 'object', properties: { to: { type: 'string', maxLength: 254 } } };
    app.get<{ Querystring: { to?: string } }>(
      '/dev/inbox',
      { schema: { querystring: inboxQuery } },
      async (request, reply) => {
        const to = request.query.to ?? '';
        if (to.trim() === '')
          return reply
            .status(400)
            .send({ messages: [], error: 'give ?to=<phone digits or email>' });
        return { messages: readInbox(to) };
      },
    );
  }
};
