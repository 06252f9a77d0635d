// Operator switches under /admin/system, closed unless the server runs with ADMIN_TOKEN.
import type { components } from '@croupier/sdk/schema';
import type { FastifyPluginAsync } from 'fastify';
import { adminOnly } from '../../http/adminAuth';
import { ApiError, ok } from '../../http/envelope';
import type { ModuleOptions } from '../types';
import { updateMerchantDelivery, updateMerchantStatus } from './settings';

type StatusUpdate = components['schemas']['MerchantStatusUpdate'];
type DeliveryUpdate = components['schemas']['MerchantDeliveryUpdate'];

export const adminRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config }) => {
  app.put<{ Params: { merchantCode: string }; Body: StatusUpdate }>(
    '/admin/system/merchants/:merchantCode/status',
    { preHandler: adminOnly(config.system.adminToken) },
    async (request) => {
      const status = await updateMerchantStatus(db, request.params.merchantCode.toUpperCase(), request.body);
      if (!status) throw new ApiError(404, 'not_found');
      request.log.warn({ status }, 'merchant status changed by an admin');
      return ok(status);
    },
  );
  app.put<{ Params: { merchantCode: string }; Body: DeliveryUpdate }>(
    '/admin/system/merchants/:merchantCode/delivery',
    { preHandler: adminOnly(config.system.adminToken) },
    async (request) => {
      const delivery = await updateMerchantDelivery(db, request.params.merchantCode.toUpperCase(), request.body);
      if (!delivery) throw new ApiError(404, 'not_found');
      request.log.warn({ delivery }, 'merchant analytics or CDNs changed by an admin');
      return ok(delivery);
    },
  );
};
