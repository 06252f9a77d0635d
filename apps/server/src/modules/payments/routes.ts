import type { components } from '@croupier/sdk/schema';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { refTo } from '../../contract/validator';
import { ApiError, ok } from '../../http/envelope';
import { memberOnly, sessionOf } from '../wallet/guards';
import type { ModuleOptions } from '../types';
import { notFoundPage, PAYMENT_PAGE_POLICY, paymentPage, resultPage } from './page';
import { SANDBOX_PAY_PATH } from './provider';
import {
  createDepositOrder,
  findDepositForPage,
  getDepositOrder,
  listDepositMethods,
  listDepositOrders,
  settleDeposit,
} from './service';

type Schemas = components['schemas'];
// The payment page is outside the API contract, so its inputs are described here (the contract's input
// rules still apply: contract/validator.ts adds them to every schema it compiles).
const PAGE_PARAMS = {
  type: 'object',
  properties: { orderNo: refTo('#/components/parameters/orderNo/schema') },
  required: ['orderNo'],
};
const PAGE_TOKEN = { type: 'object', properties: { t: { type: 'string', maxLength: 256 } } };
const PAGE_FORM = {
  type: 'object',
  properties: { t: { type: 'string', maxLength: 256 }, outcome: { type: 'string', maxLength: 16 } },
};

type ListQuery = {
  pageNo?: number;
  pageSize?: number;
  startDate?: string;
  endDate?: string;
  status?: string;
};

/** The page's link carries its secret: no referrer leaves this server (same-origin keeps the form's Origin). */
const pageHeaders = (reply: FastifyReply) =>
  reply
    .type('text/html')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'same-origin')
    .header('content-security-policy', PAYMENT_PAGE_POLICY);

export const paymentRoutes: FastifyPluginAsync<ModuleOptions> = async (
  app,
  { db, config, notifier },
) => {
  const member = { preHandler: memberOnly(db) };

  app.get('/wps/deposit/methods', member, async (request) =>
    ok(listDepositMethods(sessionOf(request).merchant)),
  );

  app.post<{ Body: Schemas['DepositOrderRequest'] }>(
    '/wps/deposit/orders',
    member,
    async (request) => {
      const { member, merchant } = sessionOf(request);
      return ok(
        await createDepositOrder(db, {
          member,
          merchant,
          ...request.body,
          paymentWindowMs: config.sandbox.paymentWindowMs,
        }),
      );
    },
  );

  app.get<{ Querystring: ListQuery }>('/wps/deposit/orders', member, async (request) =>
    ok(await listDepositOrders(db, sessionOf(request).member, request.query)),
  );

  app.get<{ Params: { orderNo: string } }>(
    '/wps/deposit/orders/:orderNo',
    member,
    async (request) =>
      ok(await getDepositOrder(db, sessionOf(request).member, request.params.orderNo)),
  );

  // The sandbox payment page (HTML, outside the API): the link's secret stands for the member.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 2_048 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get<{ Params: { orderNo: string }; Querystring: { t?: string } }>(
    `${SANDBOX_PAY_PATH}/:orderNo`,
    { schema: { params: PAGE_PARAMS, querystring: PAGE_TOKEN } },
    async (request, reply) => {
      const found = await findDepositForPage(db, request.params.orderNo, request.query.t ?? '');
      pageHeaders(reply);
      if (!found) return reply.status(404).send(notFoundPage());
      return paymentPage(found.order, found.methodName, request.query.t ?? '');
    },
  );

  app.post<{ Params: { orderNo: string }; Body: { t?: string; outcome?: string } }>(
    `${SANDBOX_PAY_PATH}/:orderNo`,
    { schema: { params: PAGE_PARAMS, body: PAGE_FORM } },
    async (request, reply) => {
      pageHeaders(reply);
      const found = await findDepositForPage(db, request.params.orderNo, request.body?.t ?? '');
      if (!found) return reply.status(404).send(notFoundPage());
      const { order } = found;
      const outcome = request.body?.outcome;
      if (outcome !== 'paid' && outcome !== 'failed') throw new ApiError(400, 'bad_request');
      try {
        const settled = await settleDeposit(
          db,
          notifier,
          order.orderNo,
          outcome === 'paid' ? { outcome } : { outcome, reason: 'declined' },
        );
        return resultPage(settled);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'order_state_conflict') {
          const now = await findDepositForPage(db, order.orderNo, request.body?.t ?? '');
          return reply.status(409).send(paymentPage(now?.order ?? order, found.methodName, ''));
        }
        throw error;
      }
    },
  );
};
