import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isCroupierApiError, systemKeys } from '@croupier/sdk';
import { shareArt } from '@/shared/sharedArt';
import { hasStoredMerchant, rememberMerchant } from '@/shared/merchant';
import { switchMerchant } from '@/shared/merchantSwitch';
import { systemQueries, useCdnUrls, usePermission } from '@/shared/system';
import { useGtag } from '@/shared/useGtag';
import { RegionChoiceModal } from './RegionChoiceModal';
import { merchantActionOf, verdictOf, type SystemVerdict } from './verdict';

interface Props {
  onVerdict: (verdict: SystemVerdict | null) => void;
}

/** A call the server refused for maintenance or a region block: fetch the payload again, so its page shows. */
function useRefreshOnRefusal() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = (error: unknown) => {
      if (isCroupierApiError(error, 'maintenance') || isCroupierApiError(error, 'region_blocked')) {
        void queryClient.invalidateQueries({ queryKey: systemKeys.permission });
      }
    };
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') refresh(event.action.error);
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') refresh(event.action.error);
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient]);
}

/**
 * Reads the permission payload: reports the system status, keeps the merchant in step, asks for a region,
 * loads the merchant's Google tag.
 */
export function SystemWatcher({ onVerdict }: Props) {
  const { i18n } = useTranslation();
  const permission = usePermission();
  const stored = hasStoredMerchant() ? localStorage.getItem('merchant') : null;
  const merchants = useQuery({ ...systemQueries.merchants(), staleTime: Infinity, enabled: stored === null });
  const verdict = useMemo(() => (permission.data ? verdictOf(permission.data) : null), [permission.data]);
  const action = useMemo(
    () => (permission.data && !verdict ? merchantActionOf(permission.data, stored, merchants.data) : { type: 'wait' as const }),
    [permission.data, verdict, stored, merchants.data],
  );

  useEffect(() => onVerdict(verdict), [verdict, onVerdict]);
  useRefreshOnRefusal();
  // the merchant's Google tag, when it has one (spec §3), on every page: this watcher is always mounted
  useGtag(permission.data?.info.analytics.gtagId);
  // the header (first script, no query client) follows the image CDN from here
  const { art } = useCdnUrls();
  const imageCdn = permission.data?.info.imageCDNs[0] ?? '';
  useEffect(() => shareArt(art, imageCdn), [art, imageCdn]);
  useEffect(() => {
    if (action.type === 'remember') rememberMerchant(action.merchant);
    if (action.type === 'switch') switchMerchant(action.merchant, i18n.language);
  }, [action, i18n.language]);

  if (action.type !== 'ask' || !merchants.data) return null;
  return <RegionChoiceModal merchants={merchants.data} />;
}
