// Lobby content (spec §2 home, §7 "Home"): banners, notices, announcements with popups, promotions.
import type { CroupierQueryApi } from './client';
import type { components } from './generated/schema';
import { operationKey, valueQuery } from './operation';
import type { QueryParams } from './params';

type Schemas = components['schemas'];
export type Announcement = Schemas['Announcement'];
export type AnnouncementPage = Schemas['AnnouncementPage'];
export type PopupAudience = Schemas['PopupAudience'];
export type Notice = Schemas['Notice'];
export type NoticeType = Schemas['NoticeType'];
export type Banner = Schemas['Banner'];
export type BannerGroup = Schemas['BannerGroup'];
export type LinkageType = Schemas['LinkageType'];
export type Promotion = Schemas['Promotion'];
export type PromotionType = Schemas['PromotionType'];
export type PromotionDetail = Schemas['PromotionDetail'];
export type PromotionsQuery = QueryParams<'get', '/wps/relay/MCSFE_getPromotions'>;
export type PromotionDetailQuery = QueryParams<'get', '/wps/relay/MCSFE_getPromotionDetail'>;

export type PopularAndRouters = Schemas['PopularAndRouters'];
export type HomeRouter = Schemas['HomeRouter'];
export type PopularQuery = QueryParams<'get', '/wps/home/popularAndRouters'>;
export type AnnouncementsQuery = QueryParams<'get', '/wps/relay/MCSFE_getListAnnouncements'>;
export type NoticesQuery = QueryParams<'get', '/wps/relay/MCSFE_getNotices'>;
export type BannersQuery = QueryParams<'get', '/wps/relay/MCSFE_getBanners'>;

export const lobbyKeys = {
  announcements: operationKey('get', '/wps/relay/MCSFE_getListAnnouncements'),
  notices: operationKey('get', '/wps/relay/MCSFE_getNotices'),
  banners: operationKey('get', '/wps/relay/MCSFE_getBanners'),
  homePromotions: operationKey('get', '/wps/relay/MCSFE_getHomePromotions'),
  promotions: operationKey('get', '/wps/relay/MCSFE_getPromotions'),
  promotionDetail: operationKey('get', '/wps/relay/MCSFE_getPromotionDetail'),
  popularAndRouters: operationKey('get', '/wps/home/popularAndRouters'),
};

export function createLobbyQueries(api: CroupierQueryApi) {
  return {
    /** The home's popular games (from bets, else hot) and the routes it links to (spec §7 "Popular and routers"). */
    popularAndRouters: (query: PopularQuery = {}) =>
      valueQuery(api, 'get', '/wps/home/popularAndRouters', { params: { query } }),
    /** 9 per page (spec §9) unless told otherwise. */
    announcements: (query: AnnouncementsQuery = {}) =>
      valueQuery(api, 'get', '/wps/relay/MCSFE_getListAnnouncements', {
        params: { query: { pageNo: 1, pageSize: 9, ...query } },
      }),
    /** Types B,PL,PU,PR,H on platform W unless told otherwise. */
    notices: (query: NoticesQuery = {}) =>
      valueQuery(api, 'get', '/wps/relay/MCSFE_getNotices', {
        params: { query: { types: 'B,PL,PU,PR,H', platform: 'W', ...query } },
      }),
    banners: (query: BannersQuery) =>
      valueQuery(api, 'get', '/wps/relay/MCSFE_getBanners', { params: { query } }),
    homePromotions: (query: { language?: string } = {}) =>
      valueQuery(api, 'get', '/wps/relay/MCSFE_getHomePromotions', { params: { query } }),
    /** The promotions page (issue 17): all of the merchant's promotions, or one spec §3 type. */
    promotions: (query: PromotionsQuery = {}) =>
      valueQuery(api, 'get', '/wps/relay/MCSFE_getPromotions', { params: { query } }),
    /** /promotions#<id>: content, terms and the reward-center activity it is tied to. */
    promotionDetail: (query: PromotionDetailQuery) =>
      valueQuery(api, 'get', '/wps/relay/MCSFE_getPromotionDetail', { params: { query } }),
  };
}

export type CroupierLobbyQueries = ReturnType<typeof createLobbyQueries>;
