// Lottery (spec §7 "Lottery"): the lottery games menu, the member's recent lotteries and drawn results;
// betting (issue 14): the open draw with its bet types and odds, placing a slip, the member's bets.
import type { CroupierFetchClient, CroupierQueryApi } from './client';
import type { components, operations } from './generated/schema';
import { operationKey, valueMutation, valueQuery } from './operation';
import type { QueryParams } from './params';

type Schemas = components['schemas'];
export type LotteryGame = Schemas['LotteryGame'];
export type LotteryDraw = Schemas['LotteryDraw'];
export type LotteryPrize = Schemas['LotteryPrize'];
export type PrizeMode = Schemas['PrizeMode'];
export type LotteryBetting = Schemas['LotteryBetting'];
export type LotteryBetType = Schemas['LotteryBetType'];
export type LotterySelectionRule = Schemas['LotterySelectionRule'];
export type LotteryBet = Schemas['LotteryBet'];
export type LotteryBetStatus = Schemas['LotteryBetStatus'];
export type PlaceLotteryBetsRequest = Schemas['PlaceLotteryBetsRequest'];
export type LotteryBetsQuery = NonNullable<operations['listLotteryBets']['parameters']['query']>;

export type LotteryMenuQuery = QueryParams<'get', '/lgw/vn/games/game_menu'>;
export type OpenedNumerosQuery = QueryParams<'get', '/lgw/vn/numeros/opened/game'>;

export const lotteryKeys = {
  menu: operationKey('get', '/lgw/vn/games/game_menu'),
  recentMenu: operationKey('get', '/lgw/vn/games/game_menu/recent'),
  openedNumeros: operationKey('get', '/lgw/vn/numeros/opened/game'),
  lastOpenedNumero: operationKey('get', '/lotto/lgw/games/opened/numero'),
  betting: operationKey('get', '/lotto/lgw/games/betting'),
  bets: operationKey('get', '/lotto/lgw/bets'),
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

/**
 * Betting (issue 14), apart from the menu's queries so pages without betting do not carry it. All need a
 * session. Placing a slip carries a `requestId` (see newRequestId): a retry answers the first slip and moves
 * nothing; it fails with lottery_draw_closed, validation_failed (fieldErrors `bets.<line>.selection`),
 * insufficient_balance.
 */
export function createLotteryBetting({
  api,
  client,
}: {
  api: CroupierQueryApi;
  client: CroupierFetchClient;
}) {
  return {
    /** The draw taking bets now, its closing time, the bet types and their odds. */
    betting: (gameCode: string) =>
      valueQuery(api, ...lotteryKeys.betting, { params: { query: { gameCode } } }),
    /** The member's lottery bets, newest first. */
    bets: (query: LotteryBetsQuery = {}) =>
      valueQuery(api, ...lotteryKeys.bets, { params: { query } }),
    placeBets: () => valueMutation(client, 'post', '/lotto/lgw/bets'),
  };
}

export type CroupierLotteryBetting = ReturnType<typeof createLotteryBetting>;
export type CroupierLotteryQueries = ReturnType<typeof createLotteryQueries>;
