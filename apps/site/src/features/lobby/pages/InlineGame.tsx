import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorState, GameFrame } from '@croupier/ui';
import { isCroupierApiError, keys } from '@croupier/sdk';
import { gamesMutations } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { useCdnUrls } from '@/shared/system';
import { useGameBalance } from '../useGameBalance';

/** A game launched into the page itself (lottery and seamless pages), with the server's refusal explained. */
export function InlineGame({
  nodeId,
  title,
  onLaunched,
}: {
  nodeId: string;
  title: string;
  onLaunched?: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const launch = useMutation(gamesMutations.launchGame());
  const cdn = useCdnUrls();
  const launched = useRef<string>(undefined);
  const { mutate } = launch;
  useGameBalance(Boolean(launch.data));
  useEffect(() => {
    if (launched.current === nodeId) return;
    launched.current = nodeId;
    mutate({ nodeId }, { onSuccess: () => onLaunched?.() });
  }, [nodeId, mutate, onLaunched]);
  // Leaving the game page: its rounds may have moved the balance.
  useEffect(
    () => () => void queryClient.invalidateQueries({ queryKey: keys.balance }),
    [queryClient],
  );

  if (launch.error) {
    const description = isCroupierApiError(launch.error, 'real_account_required')
      ? t('lobby.trial.description')
      : isCroupierApiError(launch.error, 'game_maintenance')
        ? t('lobby.maintenance.title')
        : errorMessage(t, launch.error);
    return <ErrorState title={t('lobby.launchFailed')} description={description} />;
  }
  return (
    <GameFrame
      title={launch.data?.displayName ?? title}
      src={launch.data && cdn.launch(launch.data.url)}
      messages={{ loading: t('lobby.popup.loading'), frameTitle: t('lobby.popup.frameTitle') }}
    />
  );
}
