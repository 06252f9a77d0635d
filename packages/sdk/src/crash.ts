// The in-house crash games (issue 14): a game's state and the member's bets over HTTP; the live rounds
// come over the notification socket (`crash.watch`, then `crash.round` and `crash.bet`). The formula and
// the chain check are in @croupier/fair.
import type { CroupierFetchClient, CroupierQueryApi } from './client';
import { operationKey, valueMutation, valueQuery } from './operation';
import type { components } from './generated/schema';

type Schemas = components['schemas'];
export type CrashBetStatus = Schemas['CrashBetStatus'];
export type CrashBetRequest = Schemas['CrashBetRequest'];

/** Prefixes to invalidate when a round ends or a bet moves. */
export const crashKeys = {
  state: operationKey('get', '/wps/relay/CRASH_getState'),
  myBets: operationKey('get', '/wps/relay/CRASH_getMyBets'),
};

export function createCrashQueries(api: CroupierQueryApi) {
  return {
    /** Signed in (trial members too): the game as it stands, its rules and last rounds. */
    state: (nodeId: string) => valueQuery(api, ...crashKeys.state, { params: { query: { nodeId } } }),
    /** The member's last bets on the game. */
    myBets: (nodeId: string) =>
      valueQuery(api, ...crashKeys.myBets, { params: { query: { nodeId } } }),
  };
}

/** Real members only (trial: real_account_required). */
export function createCrashMutations({ client }: { client: CroupierFetchClient }) {
  return {
    placeBet: () => valueMutation(client, 'post', '/wps/relay/CRASH_placeBet'),
    cashOut: () => valueMutation(client, 'post', '/wps/relay/CRASH_cashOut'),
  };
}

export type {
  CrashHistoryRound,
  CrashMyBet,
  CrashPublicBet,
  CrashRound,
  CrashState,
} from './types';
