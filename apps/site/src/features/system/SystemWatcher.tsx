import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isCroupierApiError, systemKeys } from '@croupier/sdk';
import { hasStoredMerchant, rememberMerchant } from '@/shared/merchant';
import { switchMerchant } from '@/shared/merchantSwitch';
import { systemQueries, usePermission } from '@/shared/system';
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

/** Reads the permission payload: reports the system status, keeps the merchant in step, asks for a region. */
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
  useEffect(() => {
    if (action.type === 'remember') rememberMerchant(action.merchant);
    if (action.type === 'switch') switchMerchant(action.merchant, i18n.language);
  }, [action, i18n.language]);

  if (action.type !== 'ask' || !merchants.data) return null;
  return <RegionChoiceModal merchants={merchants.data} />;
}
