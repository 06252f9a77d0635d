import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';
import type { ModuleOptions } from '../types';
import { helpContent } from './content';

export const helpRoutes: FastifyPluginAsync<ModuleOptions> = async (app) => {
  app.get<{ Querystring: { lang: string; device: 'WEB' } }>('/wps/system/helpCenter', async (request) =>
    ok(helpContent(request.query.lang)),
  );
};
