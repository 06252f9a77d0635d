// Lottery (spec §7 "Lottery"): the lottery games menu, the member's recent lotteries and drawn results.
import type { CroupierQueryApi } from './client';
import type { components } from './generated/schema';
import { operationKey, valueQuery } from './operation';
import type { QueryParams } from './params';

type Schemas = components['schemas'];
export type LotteryGame = Schemas['LotteryGame'];
export type LotteryDraw = Schemas['LotteryDraw'];
export type LotteryPrize = Schemas['LotteryPrize'];
export type PrizeMode = Schemas['PrizeMode'];

export type LotteryMenuQuery = QueryParams<'get', '/lgw/vn/games/game_menu'>;
export type OpenedNumerosQuery = QueryParams<'get', '/lgw/vn/numeros/opened/game'>;

export const lotteryKeys = {
  menu: operationKey('get', '/lgw/vn/games/game_menu'),
  recentMenu: operationKey('get', '/lgw/vn/games/game_menu/recent'),
  openedNumeros: operationKey('get', '/lgw/vn/numeros/opened/game'),
  lastOpenedNumero: operationKey('get', '/lotto/lgw/games/opened/numero'),
};

export function createLotteryQueries(api: CroupierQueryApi) {
  return {
    menu: (query: LotteryMenuQuery = {}) =>
      valueQuery(api, 'get', '/lgw/vn/games/game_menu', { params: { query } }),
    /** Needs a session. */
    recentMenu: (query: { language?: string } = {}) =>
      valueQuery(api, 'get', '/lgw/vn/games/game_menu/recent', { params: { query } }),
    openedNumeros: (query: OpenedNumerosQuery) =>
      valueQuery(api, 'get', '/lgw/vn/numeros/opened/game', { params: { query } }),
    lastOpenedNumero: (gameCode: string) =>
      valueQuery(api, 'get', '/lotto/lgw/games/opened/numero', {
        params: { query: { gameCode } },
      }),
  };
}

export type CroupierLotteryQueries = ReturnType<typeof createLotteryQueries>;
