import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';
import { createCatalogueStore } from '../games/catalogueStore';
import { requestMerchant } from '../games/requestContext';
import { merchantFlags } from '../session/login';
import type { ModuleOptions } from '../types';
import { homeRouters, popularGames } from './popular';

export const homeRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config }) => {
  const catalogue = createCatalogueStore(db, config.catalogueRecheckMs);
  app.get<{ Querystring: { days?: number } }>('/wps/home/popularAndRouters', async (request) => {
    const merchant = await requestMerchant(db, request);
    const [popular, flags] = await Promise.all([
      popularGames(db, await catalogue(), merchant.merchantCode, request.query.days ?? 7),
      merchantFlags(db, merchant.merchantCode),
    ]);
    return ok({ ...popular, routers: homeRouters(flags) });
  });
};
