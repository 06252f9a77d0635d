// Operator switches under /admin/system, closed unless the server runs with ADMIN_TOKEN.
import { timingSafeEqual, createHash } from 'node:crypto';
import type { components } from '@croupier/sdk/schema';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import { ApiError, ok } from '../../http/envelope';
import type { ModuleOptions } from '../types';
import { updateMerchantStatus } from './settings';

type StatusUpdate = components['schemas']['MerchantStatusUpdate'];

// Hashing first gives equal lengths, so the comparison takes the same time whatever was sent.
const digest = (value: string) => createHash('sha256').update(value).digest();

function requireAdmin(adminToken: string | null): preHandlerAsyncHookHandler {
  return async (request) => {
    const sent = request.headers['x-admin-token'];
    if (!adminToken || typeof sent !== 'string' || !timingSafeEqual(digest(sent), digest(adminToken))) {
      throw new ApiError(401, 'not_logged_in');
    }
  };
}

export const adminRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config }) => {
  app.put<{ Params: { merchantCode: string }; Body: StatusUpdate }>(
    '/admin/system/merchants/:merchantCode/status',
    { preHandler: requireAdmin(config.system.adminToken) },
    async (request) => {
      const status = await updateMerchantStatus(db, request.params.merchantCode.toUpperCase(), request.body);
      if (!status) throw new ApiError(404, 'not_found');
      request.log.warn({ status }, 'merchant status changed by an admin');
      return ok(status);
    },
  );
};
