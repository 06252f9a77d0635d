import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { ok } from '../../http/envelope';
import type { ModuleOptions } from '../types';
import { adminRoutes } from './adminRoutes';
import { systemStatusOf } from './guard';
import { permissionFor, whitelabelFor } from './permission';
import { listMerchants } from './service';
import { domainRouteOf } from './visitor';

/** System endpoints of §7: merchants, the permission payload, status, domain route and whitelabel. */
export const systemRoutes: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const { db, config, guards } = options;
  // Liveness for process managers and the e2e harness: answers only when the database does.
  app.get('/wps/system/health', async () => {
    await db.execute(sql`select 1`);
    return ok(null);
  });

  app.get('/wps/system/merchants', async () => {
    const list = await listMerchants(db);
    // The default first, so a client without a choice can take the head of the list.
    return ok([...list].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)));
  });

  app.get('/wps/system/permission', async (request) => ok(await permissionFor(db, request, config.system)));
  app.get('/wps/system/status', async (request) => ok(await systemStatusOf(guards, request, config.system)));
  app.get('/wps/system/domainRoute', async (request) => ok(domainRouteOf(request, config.system)));
  app.get('/wps/system/whitelabel', async (request) => ok(await whitelabelFor(db, request, config.system)));

  await app.register(adminRoutes, options);
};
