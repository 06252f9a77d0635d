// The games calls of openapi.yaml (spec §7 Games and Lottery); the contract validates every query and body.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiError, ok } from '../../http/envelope';
import { authenticate, sessionOf } from '../session/auth';
import type { ModuleOptions } from '../types';
import { vendorSvg, gameSvg, sendArt, sendSvg } from './art';
import { createArtRaster } from './artRaster';
import { rankList, roomList } from './boards';
import { createCatalogueCache } from './catalogueCache';
import { addFavorite, favoriteKeys, favoritePage, recentPage, removeFavorite } from './favorites';
import { launchGame, launchGameCentre } from './launch';
import { lotteryMenu, openedDraws, recentLotteryMenu } from './lottery';
import type { GameClassify, GameType } from './model';
import { requestLanguage, requestMerchant } from './requestContext';
import { findGame, findVendor } from './service';
import { createCatalogueStore } from './catalogueStore';

interface ListQuery {
  merchant?: string;
  pageNo?: number;
  page?: number;
  pageSize?: number;
  language?: string;
  gameType?: GameType;
  gameClassify?: GameClassify;
  vassalage?: string;
  selection?: 'ALL' | 'NEW' | 'HOT';
  limitNum?: number;
  gameCategory?: GameType | 'ALL';
  nodeId?: string;
  gameCode?: string;
  limit?: number;
  size?: 'icon' | 'large';
}
type Q = { Querystring: ListQuery };

export const gamesRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config }) => {
  const auth = { preHandler: authenticate(db) };
  const catalogue = createCatalogueStore(db, config.catalogueRecheckMs);
  /** A launch speaks one of the member's own merchant's languages. */
  const language = (request: FastifyRequest<Q>) =>
    requestLanguage(request, sessionOf(request).merchant, request.query.language);

  app.get<Q>('/wps/relay/GCSGAME_gameList', async (request) => {
    const {
      gameType,
      gameClassify,
      vassalage,
      selection,
      pageNo = 1,
      pageSize = 20,
    } = request.query;
    if (!gameType && !gameClassify)
      throw new ApiError(400, 'bad_request', 'gameType or gameClassify is required');
    const view = await catalogue();
    return ok(view.listGames({ gameType, gameClassify, vassalage, selection }, pageNo, pageSize));
  });
  app.get('/wps/relay/GCSGAME_hotGamesV2', async () => ok((await catalogue()).hotGames()));
  app.get('/wps/relay/GCSGAME_getVassGameType', async () => ok((await catalogue()).vendors()));
  app.get('/wps/relay/GCSGAME_newGameVendor', async () =>
    ok({ data: { lanes: (await catalogue()).vendorLanes() } }),
  );
  app.get('/lgw/games/game_menus', async () => ok((await catalogue()).gameMenus()));
  app.get<Q>('/wps/relay/GCSGAME_getJackpotGames', async (request) =>
    ok((await catalogue()).jackpotGames(request.query.limitNum ?? 12)),
  );
  app.get<Q>('/wps/relay/GCSGAME_getRankList', async (request) => {
    const merchant = await requestMerchant(db, request);
    const { limitNum = 20, gameCategory = 'ALL' } = request.query;
    return ok({
      list: await rankList(db, merchant.merchantCode, merchant.currency, limitNum, gameCategory),
    });
  });
  app.get<Q>('/wps/relay/GLS2_roomList', async (request) => {
    const merchant = await requestMerchant(db, request);
    return ok(await roomList(db, merchant.currency, request.query.vassalage));
  });

  const sendCatalogue = createCatalogueCache(catalogue);
  app.get<Q>('/wps/game/catalogue', (request, reply) =>
    sendCatalogue(request, reply, request.query.gameType),
  );

  app.get<Q>('/wps/relay/MCSFE_getFavoriteGames', auth, async (request) => {
    const { pageNo = 1, pageSize = 999, gameType } = request.query;
    return ok(await favoritePage(db, sessionOf(request).member.id, { pageNo, pageSize, gameType }));
  });
  app.get('/wps/relay/MCSFE_getFavoriteGamesList', auth, async (request) =>
    ok(await favoriteKeys(db, sessionOf(request).member.id)),
  );
  app.post<{ Body: { nodeId: string } }>(
    '/wps/relay/MCSFE_addFavoriteGameV2',
    auth,
    async (request) => {
      await addFavorite(db, sessionOf(request).member.id, request.body.nodeId);
      return ok(null);
    },
  );
  app.delete<Q>('/wps/relay/MCSFE_removeFavoriteGameV2', auth, async (request) => {
    await removeFavorite(db, sessionOf(request).member.id, request.query.nodeId!);
    return ok(null);
  });
  app.get<Q>('/wps/relay/GCS_recentGame', auth, async (request) => {
    const { page = 1, pageSize = 20, gameType } = request.query;
    return ok(
      await recentPage(db, sessionOf(request).member.id, { pageNo: page, pageSize, gameType }),
    );
  });

  app.get<Q>('/wps/game/launchGame', auth, async (request) =>
    ok(await launchGame(db, sessionOf(request), request.query.nodeId!, language(request))),
  );
  app.post<{ Body: { vassalage: string; gameType: GameType } } & Q>(
    '/wps/relay/GCS_gameLaunchFB',
    auth,
    async (request) => {
      const { vassalage, gameType } = request.body;
      return ok(
        await launchGameCentre(db, sessionOf(request), vassalage, gameType, language(request)),
      );
    },
  );

  const raster = createArtRaster(config.artCacheDir);
  app.get<{ Params: { nodeId: string }; Querystring: ListQuery & { format?: 'svg' | 'jpeg' } }>(
    '/api/art/games/:nodeId',
    async (request, reply) => {
      const game = await findGame(db, request.params.nodeId);
      if (!game) throw new ApiError(404, 'not_found', `No game ${request.params.nodeId}`);
      const large = request.query.size === 'large';
      if (request.query.format === 'jpeg') {
        const svg = gameSvg(game, large, false);
        return sendArt(request, reply, await raster.jpeg(svg), 'image/jpeg');
      }
      return sendSvg(request, reply, gameSvg(game, large));
    },
  );
  app.get<{ Params: { vassalage: string }; Querystring: { format?: 'svg' | 'png' } }>(
    '/api/art/vendors/:vassalage',
    async (request, reply) => {
      const vendor = await findVendor(db, request.params.vassalage);
      if (!vendor) throw new ApiError(404, 'not_found', `No vendor ${request.params.vassalage}`);
      const svg = vendorSvg(vendor.vassalage, vendor.displayName);
      if (request.query.format === 'png')
        return sendArt(request, reply, await raster.png(svg), 'image/png');
      return sendSvg(request, reply, svg);
    },
  );

  app.get<Q>('/lgw/vn/games/game_menu', async (request) =>
    ok(await lotteryMenu(db, request.query.vassalage, config.lottery.drawSeconds)),
  );
  app.get('/lgw/vn/games/game_menu/recent', auth, async (request) =>
    ok(await recentLotteryMenu(db, sessionOf(request).member.id, config.lottery.drawSeconds)),
  );
  app.get<Q>('/lgw/vn/numeros/opened/game', async (request) =>
    ok(
      await openedDraws(
        db,
        request.query.gameCode!,
        request.query.limit ?? 10,
        config.lottery.drawSeconds,
      ),
    ),
  );
  app.get<Q>('/lotto/lgw/games/opened/numero', async (request) => {
    const [last] = await openedDraws(db, request.query.gameCode!, 1, config.lottery.drawSeconds);
    return ok(last!);
  });
};
