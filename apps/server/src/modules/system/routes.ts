import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { ok } from '../../http/envelope';
import type { ModuleOptions } from '../types';

/**
 * System endpoints (status, permission, whitelabel, register settings, §7) join here as openapi.yaml
 * describes them; merchants are read through ./service meanwhile.
 */
export const systemRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  // Liveness for process managers and the e2e harness: answers only when the database does.
  app.get('/wps/system/health', async () => {
    await db.execute(sql`select 1`);
    return ok(null);
  });
};
