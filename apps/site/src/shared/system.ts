import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createSystemQueries, whitelabelFlags, type WhitelabelFlags } from '@croupier/sdk';
import { croupier } from './api';
import { cdnUrlsOf, type CdnUrls } from './cdnUrl';

/** The system calls of §7: merchants, permission payload, status, domain route, whitelabel. */
export const systemQueries = createSystemQueries(croupier.api);

// The payload changes when an operator switches something: refetched at most once a minute and on focus.
const PERMISSION_STALE_MS = 60_000;

/** The permission payload (spec §3) for this visitor, domain and merchant. */
export const usePermission = () => useQuery({ ...systemQueries.permission(), staleTime: PERMISSION_STALE_MS });

/** The merchants (spec §1); they change only with a deployment. */
export const useMerchants = () => useQuery({ ...systemQueries.merchants(), staleTime: Infinity });

/**
 * The whitelabel feature flags (freePlay, verificationCodeLogin, facebookLogin, register, registerMobile,
 * CHNGPASSVERIF3, referral, agentPolicy, ...), already narrowed by the domain; all off until loaded.
 */
export function useWhitelabelFlags(): WhitelabelFlags {
  const { data } = usePermission();
  return useMemo(() => (data ? whitelabelFlags(data.info.whitelabel) : {}), [data]);
}

/**
 * The permission payload's CDN rewrites (spec §3 imageCDNs, launchGameCDNs; the rule is in cdnUrl.ts): every
 * tile, banner, vendor logo and game launch goes through it; nothing changes until the payload names a CDN.
 */
export function useCdnUrls(): CdnUrls {
  const { data } = usePermission();
  const info = data?.info;
  return useMemo(() => cdnUrlsOf(info, window.location.origin), [info]);
}
