// Games (spec §7 "Games"): catalogue lists, vendors, favourites, recent games, rooms and launches.
import type { CroupierClient, CroupierQueryApi } from './client';
import type { components } from './generated/schema';
import {
  operationKey,
  requestValue,
  valueMutation,
  valueQuery,
  type CroupierMutationOptions,
} from './operation';
import type { QueryParams } from './params';

type Schemas = components['schemas'];
export type Game = Schemas['Game'];
export type GamePage = Schemas['GamePage'];
export type GameType = Schemas['GameType'];
export type GameClassify = Schemas['GameClassify'];
export type GameSelection = Schemas['GameSelection'];
export type IsGame = Schemas['IsGame'];
export type Vassalage = Schemas['Vassalage'];
export type CompactGame = Schemas['CompactGame'];
export type GameCatalogue = Schemas['GameCatalogue'];
export type Vendor = Schemas['Vendor'];
export type VendorLane = Schemas['VendorLane'];
export type VendorCard = Schemas['VendorCard'];
export type GameMenu = Schemas['GameMenu'];
export type WinnerEntry = Schemas['WinnerEntry'];
export type FavoriteKey = Schemas['FavoriteKey'];
export type FavoriteGameRequest = Schemas['FavoriteGameRequest'];
export type Room = Schemas['Room'];
export type GameLaunch = Schemas['GameLaunch'];
export type GameCentreLaunchRequest = Schemas['GameCentreLaunchRequest'];

export type GameListQuery = QueryParams<'get', '/wps/relay/GCSGAME_gameList'>;
export type HotGamesQuery = QueryParams<'get', '/wps/relay/GCSGAME_hotGamesV2'>;
export type RankListQuery = QueryParams<'get', '/wps/relay/GCSGAME_getRankList'>;
export type FavoriteGamesQuery = QueryParams<'get', '/wps/relay/MCSFE_getFavoriteGames'>;
export type RecentGamesQuery = QueryParams<'get', '/wps/relay/GCS_recentGame'>;
export type RoomListQuery = QueryParams<'get', '/wps/relay/GLS2_roomList'>;
export type GameCatalogueQuery = QueryParams<'get', '/wps/game/catalogue'>;
export type JackpotGamesQuery = QueryParams<'get', '/wps/relay/GCSGAME_getJackpotGames'>;
export type LaunchGameQuery = QueryParams<'get', '/wps/game/launchGame'>;
export type RemoveFavoriteQuery = QueryParams<'delete', '/wps/relay/MCSFE_removeFavoriteGameV2'>;
type LanguageQuery = { language?: string };

/** Query-key prefixes of the games calls, for invalidation (a favourite toggle refreshes both favourite keys). */
export const gamesKeys = {
  gameList: operationKey('get', '/wps/relay/GCSGAME_gameList'),
  hotGames: operationKey('get', '/wps/relay/GCSGAME_hotGamesV2'),
  vendors: operationKey('get', '/wps/relay/GCSGAME_getVassGameType'),
  vendorLanes: operationKey('get', '/wps/relay/GCSGAME_newGameVendor'),
  jackpotGames: operationKey('get', '/wps/relay/GCSGAME_getJackpotGames'),
  rankList: operationKey('get', '/wps/relay/GCSGAME_getRankList'),
  catalogue: operationKey('get', '/wps/game/catalogue'),
  gameMenus: operationKey('get', '/lgw/games/game_menus'),
  favoriteGames: operationKey('get', '/wps/relay/MCSFE_getFavoriteGames'),
  favoriteGamesList: operationKey('get', '/wps/relay/MCSFE_getFavoriteGamesList'),
  recentGames: operationKey('get', '/wps/relay/GCS_recentGame'),
  roomList: operationKey('get', '/wps/relay/GLS2_roomList'),
};

/** Spec §7's fixed parameters: clientType 3, the web platforms, page size 20. */
export const WEB_CLIENT = { clientType: 3, platform: 'flash,html5-desktop', pageSize: 20 } as const;

/** Query options of the games calls, e.g. `useQuery(games.gameList({ gameType: 'RNG', pageNo: 1 }))`. */
export function createGamesQueries(api: CroupierQueryApi) {
  return {
    /** One page of a category (or game class), optionally of one vendor; clientType 3 and pageSize 20 by default. */
    gameList: (query: GameListQuery) =>
      valueQuery(api, 'get', '/wps/relay/GCSGAME_gameList', {
        params: { query: { ...WEB_CLIENT, ...query } },
      }),
    hotGames: (query: HotGamesQuery = {}) =>
      valueQuery(api, 'get', '/wps/relay/GCSGAME_hotGamesV2', {
        params: { query: { isPlatform: 2, platform: WEB_CLIENT.platform, ...query } },
      }),
    vendors: (query: LanguageQuery = {}) =>
      valueQuery(api, 'get', '/wps/relay/GCSGAME_getVassGameType', { params: { query } }),
    /** The lanes themselves (value.data.lanes) come out through `select: (v) => v.data.lanes` or as they are. */
    vendorLanes: (query: LanguageQuery = {}) =>
      valueQuery(api, 'get', '/wps/relay/GCSGAME_newGameVendor', {
        params: { query: { platform: 'html5-desktop', ...query } },
      }),
    jackpotGames: (query: JackpotGamesQuery = {}) =>
      valueQuery(api, 'get', '/wps/relay/GCSGAME_getJackpotGames', { params: { query } }),
    /** The winner board: gameCategory ALL, limitNum 20 unless told otherwise. */
    rankList: (query: RankListQuery = {}) =>
      valueQuery(api, 'get', '/wps/relay/GCSGAME_getRankList', {
        params: { query: { gameCategory: 'ALL', limitNum: 20, ...query } },
      }),
    catalogue: (query: GameCatalogueQuery = {}) =>
      valueQuery(api, 'get', '/wps/game/catalogue', { params: { query } }),
    gameMenus: (query: LanguageQuery = {}) =>
      valueQuery(api, 'get', '/lgw/games/game_menus', { params: { query } }),
    /** The member's favourites, pageSize 999 (spec §9). */
    favoriteGames: (query: FavoriteGamesQuery = {}) =>
      valueQuery(api, 'get', '/wps/relay/MCSFE_getFavoriteGames', {
        params: { query: { pageNo: 1, pageSize: 999, ...query } },
      }),
    favoriteGamesList: () => valueQuery(api, 'get', '/wps/relay/MCSFE_getFavoriteGamesList'),
    /** The member's recent games, pageSize 20 (spec §9). */
    recentGames: (query: RecentGamesQuery = {}) =>
      valueQuery(api, 'get', '/wps/relay/GCS_recentGame', {
        params: { query: { page: 1, pageSize: 20, ...query } },
      }),
    roomList: (query: RoomListQuery = {}) =>
      valueQuery(api, 'get', '/wps/relay/GLS2_roomList', { params: { query } }),
  };
}

/** Mutation options of the games calls. */
export function createGamesMutations({ client }: Pick<CroupierClient, 'client'>) {
  return {
    addFavoriteGame: () => valueMutation(client, 'post', '/wps/relay/MCSFE_addFavoriteGameV2'),
    removeFavoriteGame: () =>
      valueMutation(
        client,
        'delete',
        '/wps/relay/MCSFE_removeFavoriteGameV2',
        (query: RemoveFavoriteQuery) => ({ params: { query } }),
      ),
    /**
     * Launches a game; the URL goes into the game popup iframe. Fails with not_logged_in,
     * real_account_required (trial), game_maintenance or not_found. A GET, but never cached.
     */
    launchGame: (): CroupierMutationOptions<GameLaunch, LaunchGameQuery> => ({
      mutationKey: operationKey('get', '/wps/game/launchGame'),
      mutationFn: (query) =>
        requestValue(client, 'get', '/wps/game/launchGame', { params: { query } }),
    }),
    /** Launches a vendor's own lobby (game centre pages); same failures as launchGame. */
    launchGameCentre: () => valueMutation(client, 'post', '/wps/relay/GCS_gameLaunchFB'),
  };
}

export type CroupierGamesQueries = ReturnType<typeof createGamesQueries>;
export type CroupierGamesMutations = ReturnType<typeof createGamesMutations>;
