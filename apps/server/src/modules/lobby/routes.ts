// The lobby content calls of openapi.yaml: banners, notices, announcements with popups (the home
// promotions are the promotions module's).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { bannerSvg, sendSvg } from '../games/art';
import { requestContentScope } from '../games/requestContext';
import type { ModuleOptions } from '../types';
import { announcementPage, listBanners, listNotices } from './service';

interface LobbyQuery {
  language?: string;
  groupName?: string;
  types?: string;
  pageNo?: number;
  pageSize?: number;
}
type Q = { Querystring: LobbyQuery };

export const lobbyRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  const scope = (request: FastifyRequest<Q>) => requestContentScope(db, request);

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
  app.get<{ Params: { key: string } }>('/api/art/banners/:key', (request, reply) =>
    sendSvg(request, reply, bannerSvg(request.params.key)),
  );
};
