// The in-house crash games (issue 14): a game's state and the member's bets over HTTP; the live rounds
// come over the notification socket (`crash.watch`, then `crash.round` and `crash.bets`), which also takes
// bets and cash-outs (`crash.placeBet`, `crash.cashOut`). The formula and the chain check are in @croupier/fair.
import type { CroupierFetchClient, CroupierQueryApi } from './client';
import { operationKey, valueMutation, valueQuery } from './operation';
import type { components } from './generated/schema';
import { CroupierApiError, type CroupierErrorCode } from './errors';
import type { CroupierSocket, ServerMessageOf } from './socket';
import type { CrashMyBet, CrashPublicBet } from './types';

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

/** The bets of a `crash.bets` push, unpacked (the server packs them as CrashBetLine). */
export const crashBetsOf = ({ roundNo, currency, bets }: ServerMessageOf<'crash.bets'>): CrashPublicBet[] =>
  bets.map(([betId, name, amount, status, cashout, payout]) => ({
    betId,
    roundNo,
    name,
    amount,
    currency,
    status,
    cashout,
    payout,
  }));

/**
 * Bets and cash-outs over the notification socket (no HTTP round trip per click: what a busy table needs).
 * Each answers the member's bet, throws the CroupierApiError the HTTP call would (`crash.refused`), or
 * resolves undefined when the socket could not carry it (not open, or no answer within `timeoutMs`): the
 * caller then uses the HTTP call, which is safe to repeat (one bet per member and round; a cash-out
 * repeated answers the paid bet).
 */
export function createCrashSocketCalls(socket: CroupierSocket, timeoutMs = 5_000) {
  let sent = 0;
  const request = (
    message:
      | ({ type: 'crash.placeBet' } & CrashBetRequest)
      | { type: 'crash.cashOut'; nodeId: string },
  ) =>
    new Promise<CrashMyBet | undefined>((resolve, reject) => {
      const requestId = `${Date.now().toString(36)}-${++sent}`;
      const done = () => {
        offAck();
        offRefused();
        clearTimeout(timer);
      };
      const offAck = socket.on('crash.ack', (answer) => {
        if (answer.requestId !== requestId) return;
        done();
        resolve(answer.bet);
      });
      const offRefused = socket.on('crash.refused', (answer) => {
        if (answer.requestId !== requestId) return;
        done();
        reject(new CroupierApiError(answer.code as CroupierErrorCode, answer.code, 409));
      });
      const timer = setTimeout(() => {
        done();
        resolve(undefined);
      }, timeoutMs);
      if (!socket.send({ ...message, requestId })) {
        done();
        resolve(undefined);
      }
    });
  return {
    placeBet: (body: CrashBetRequest) => request({ type: 'crash.placeBet', ...body }),
    cashOut: (body: { nodeId: string }) => request({ type: 'crash.cashOut', ...body }),
  };
}

export type {
  CrashHistoryRound,
  CrashMyBet,
  CrashPublicBet,
  CrashRound,
  CrashState,
} from './types';
