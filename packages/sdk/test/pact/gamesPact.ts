// Shared pieces of the games, lottery and lobby pacts: the SDK's domain options on the real client,
// the states that seed a catalogue and a logged-in member, and the Game body the SDK reads.
import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { MutationObserver } from '@tanstack/react-query';
import { expect } from 'vitest';
import {
  type CroupierMutationOptions,
  createGamesMutations,
  createGamesQueries,
  createLobbyQueries,
  createLotteryQueries,
} from '../../src';
import { errorEnvelope, sdkAt } from './pact';

const { boolean, integer, like, regex, string } = MatchersV3;

export function gamesSdkAt(url: string, token: string | null = null) {
  const sdk = sdkAt(url, token);
  return {
    ...sdk,
    games: createGamesQueries(sdk.api),
    gameMutations: createGamesMutations(sdk),
    lottery: createLotteryQueries(sdk.api),
    lobby: createLobbyQueries(sdk.api),
  };
}

export const catalogueOf = (vendors: string) =>
  ['the catalogue has the games of {vendors}', { vendors }] as const;
export const loggedIn = (account: string, balance = 0) =>
  ['member {account} is logged in with balance {balance}', { account, balance }] as const;

/** A catalogue entry, asserting the fields the site reads. */
export const gameBody = (nodeId: string, gameType: string, vassalage: string) => ({
  nodeId: string(nodeId),
  gameType: string(gameType),
  vassalage: string(vassalage),
  gameCode: string('pg_rng_0001'),
  isGame: regex('^(GAME|VASSALAGE)$', 'GAME'),
  displayName: string('Golden Tiger'),
  iconUrl: string(`/api/art/games/${nodeId}?format=jpeg`),
  vendorLogoUrl: string(`/api/art/vendors/${vassalage}?format=png`),
  cardId: integer(1),
  isHot: integer(0),
  maintenance: boolean(false),
});

export const pageBody = <T>(item: T) => ({
  content: MatchersV3.eachLike(item),
  pageNum: integer(1),
  pageSize: integer(20),
  totalElements: integer(1),
  totalPages: integer(1),
});

export const okBody = <T>(value: T) => ({ success: true, value });
export { like };

type SessionOnlyRequest = {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
};

/** The failure every session-only call shares: no token, 401 not_logged_in, and the SDK throws it. */
export function expectNotLoggedIn(
  pact: PactV4,
  description: string,
  request: SessionOnlyRequest,
  call: (sdk: ReturnType<typeof gamesSdkAt>) => Promise<unknown>,
) {
  return pact
    .addInteraction()
    .given('no session exists')
    .uponReceiving(description)
    .withRequest(request.method, request.path, (b) => {
      if (request.query) b.query(request.query);
      if (request.body) b.jsonBody(request.body);
    })
    .willRespondWith(401, (b) => b.jsonBody(errorEnvelope('not_logged_in')))
    .executeTest(async (server) => {
      const sdk = gamesSdkAt(server.url);
      await expect(call(sdk)).rejects.toMatchObject({ code: 'not_logged_in', status: 401 });
      expect(sdk.unauthorized).toHaveLength(1);
    });
}

/** Runs a mutation's options once, as `useMutation` would. */
export const mutate = <D, V>(
  sdk: ReturnType<typeof gamesSdkAt>,
  options: CroupierMutationOptions<D, V>,
  variables: V,
) => new MutationObserver(sdk.queryClient, options).mutate(variables);
