import type { components } from '@croupier/sdk/schema';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';
import type { ModuleOptions } from '../types';
import { memberOnly, sessionOf } from '../wallet/guards';
import { bindAccount, withdrawalInfo } from './accounts';
import { confirmWithdrawal, MAX_IMAGE_BYTES, MAX_IMAGES } from './confirmation';
import { createWithdrawal, getWithdrawal, listWithdrawals } from './orders';

type Schemas = components['schemas'];
type ListQuery = { pageNo?: number; pageSize?: number; startDate?: string; endDate?: string; status?: string };
type ByOrder = { Params: { orderNo: string } };

export const withdrawalRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config }) => {
  const member = { preHandler: memberOnly(db) };

  app.get('/wps/withdraw/info', member, async (request) => {
    const { member, merchant } = sessionOf(request);
    return ok(await withdrawalInfo(db, member, merchant, config.sandbox.confirmationMinutes));
  });

  app.put<{ Body: Schemas['BindWithdrawalAccountRequest'] }>('/wps/withdraw/accounts', member, async (request) => {
    const { member, merchant } = sessionOf(request);
    return ok(await bindAccount(db, member, merchant, request.body));
  });

  app.post<{ Body: Schemas['WithdrawalRequest'] }>('/wps/withdraw/orders', member, async (request) => {
    const { member, merchant } = sessionOf(request);
    return ok(await createWithdrawal(db, member, merchant, request.body));
  });

  app.get<{ Querystring: ListQuery }>('/wps/withdraw/orders', member, async (request) =>
    ok(await listWithdrawals(db, sessionOf(request).member, request.query)),
  );

  app.get<ByOrder>('/wps/withdraw/orders/:orderNo', member, async (request) =>
    ok(await getWithdrawal(db, sessionOf(request).member, request.params.orderNo)),
  );

  app.post<ByOrder & { Body: Schemas['WithdrawalConfirmationRequest'] }>(
    '/wps/withdraw/orders/:orderNo/confirmation',
    // Three base64 images of 5 MB each, plus room for the JSON around them.
    { ...member, bodyLimit: Math.ceil((MAX_IMAGE_BYTES * MAX_IMAGES * 4) / 3) + 64_000 },
    async (request) =>
      ok(await confirmWithdrawal(db, sessionOf(request).member, request.params.orderNo, request.body)),
  );
};
