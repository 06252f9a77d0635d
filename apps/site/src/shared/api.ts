import {
  createAgentMutations,
  createAgentQueries,
  createCroupierClient,
  createGamesMutations,
  createGamesQueries,
  createLobbyQueries,
  createLotteryQueries,
  createMemberCenterMutations,
  createMemberCenterQueries,
  createMessageMutations,
  createMessageQueries,
  createMutations,
  createPointMutations,
  createPointQueries,
  createQueries,
  createRecordQueries,
  createRewardMutations,
  createRewardQueries,
  createSupportMutations,
  createSupportQueries,
  createWalletMutations,
  createWalletQueries,
  isCroupierApiError,
} from '@croupier/sdk';
import { i18n } from './language';
import { merchantCode } from './merchant';
import { queryClient } from './queryClient';
import { session } from './session';

/** An answer that asking again will not change. */
function isFinalRefusal(error: unknown): boolean {
  if (!isCroupierApiError(error)) return false;
  return (error.status >= 400 && error.status < 500) || error.code === 'maintenance' || error.code === 'region_blocked';
}

queryClient.setDefaultOptions({
  queries: {
    ...queryClient.getDefaultOptions().queries,
    // A 4xx will not get better by asking again, nor will maintenance or a region block (their page shows at
    // once instead of after two retries); network blips might.
    retry: (count, error) => count < 2 && !isFinalRefusal(error),
  },
});

/** The server no longer knows our token (revoked or expired): drop the local session and its cached data. */
export function dropSession(): void {
  session.end();
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] === 'get' });
}

export const croupier = createCroupierClient({
  // A server's render of a page (src/ssr) has no page address to resolve paths against: its fetch takes
  // absolute URLs of this origin to the server's own routes.
  baseUrl: import.meta.env.SSR ? 'http://localhost' : '',
  tokenStore: session.tokenStore,
  getLanguage: () => i18n.language,
  getMerchantCode: merchantCode,
  // (a server's render has no session to drop: a member's page is rendered with its calls made as a visitor's)
  onUnauthorized: import.meta.env.SSR ? undefined : dropSession,
});

export const queries = createQueries(croupier.api);
export const mutations = createMutations(croupier);
export const games = createGamesQueries(croupier.api);
export const gamesMutations = createGamesMutations(croupier);
export const lobby = createLobbyQueries(croupier.api);
export const lottery = createLotteryQueries(croupier.api);

// --- wallet and member center (issue 6) ---
export const walletQueries = createWalletQueries(croupier.api);
export const walletMutations = createWalletMutations(croupier);
export const recordQueries = createRecordQueries(croupier.api);
export const messageQueries = createMessageQueries(croupier.api);
export const messageMutations = createMessageMutations(croupier);
export const memberCenterQueries = createMemberCenterQueries(croupier.api);
export const memberCenterMutations = createMemberCenterMutations(croupier);
export const supportQueries = createSupportQueries(croupier.api);
export const supportMutations = createSupportMutations(croupier);

// --- rewards, missions and referral (session 3) ---
export const rewardQueries = createRewardQueries(croupier.api);
export const rewardMutations = createRewardMutations(croupier);

// --- the agent centre's team (issue 13) ---
export const agentQueries = createAgentQueries(croupier.api);
export const agentMutations = createAgentMutations(croupier);

// --- the points mall (issue 17) ---
export const pointQueries = createPointQueries(croupier.api);
export const pointMutations = createPointMutations(croupier);
