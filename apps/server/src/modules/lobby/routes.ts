// The lobby content calls of openapi.yaml: banners, notices, announcements with popups, home promotions.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { bannerSvg, sendSvg } from '../games/art';
import { requestLanguage, requestMerchant } from '../games/requestContext';
import type { ModuleOptions } from '../types';
import { announcementPage, listBanners, listHomePromotions, listNotices } from './service';

interface LobbyQuery {
  language?: string;
  groupName?: string;
  types?: string;
  pageNo?: number;
  pageSize?: number;
}
type Q = { Querystring: LobbyQuery };

export const lobbyRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  const scope = async (request: FastifyRequest<Q>) => {
    const merchant = await requestMerchant(db, request);
    return {
      merchantCode: merchant.merchantCode,
      language: requestLanguage(request, merchant, request.query.language),
    };
  };

  app.get<Q>('/wps/relay/MCSFE_getBanners', async (request) =>
    ok(await listBanners(db, await scope(request), request.query.groupName!)),
  );
  app.get<Q>('/wps/relay/MCSFE_getNotices', async (request) => {
    const types = (request.query.types ?? 'B,PL,PU,PR,H').split(',');
    return ok(await listNotices(db, await scope(request), types));
  });
  app.get<Q>('/wps/relay/MCSFE_getListAnnouncements', async (request) => {
    const { pageNo = 1, pageSize = 9 } = request.query;
    return ok(await announcementPage(db, await scope(request), pageNo, pageSize));
  });
  app.get<Q>('/wps/relay/MCSFE_getHomePromotions', async (request) =>
    ok(await listHomePromotions(db, await scope(request))),
  );
  app.get<{ Params: { key: string } }>('/api/art/banners/:key', (request, reply) =>
    sendSvg(request, reply, bannerSvg(request.params.key)),
  );
};
