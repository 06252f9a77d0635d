// The promotion calls of openapi.yaml: the promotions page, a promotion's detail, the home carousel.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { requestContentScope } from '../games/requestContext';
import type { ModuleOptions } from '../types';
import { listPromotions, promotionDetail } from './service';

type Q = { Querystring: { language?: string; type?: string; id?: string } };

export const promotionRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  const scope = (request: FastifyRequest<Q>) => requestContentScope(db, request);

  app.get<Q>('/wps/relay/MCSFE_getPromotions', async (request) =>
    ok(await listPromotions(db, await scope(request), { type: request.query.type })),
  );
  app.get<Q>('/wps/relay/MCSFE_getPromotionDetail', async (request) =>
    ok(await promotionDetail(db, await scope(request), request.query.id!)),
  );
  app.get<Q>('/wps/relay/MCSFE_getHomePromotions', async (request) =>
    ok(await listPromotions(db, await scope(request), { onHome: true })),
  );
};
