import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertDialog, GamePopup } from '@croupier/ui';
import { gamesKeys, isCroupierApiError, keys } from '@croupier/sdk';
import { gamesMutations } from '@/shared/api';
import { authDialog } from '@/shared/authDialog';
import { errorMessage } from '@/shared/errors';
import { useLoginFlags } from '@/shared/member';
import { useCdnUrls } from '@/shared/system';
import { decideGameStart, type StartableGame } from './gameStart';
import { MaintenanceDialog } from './MaintenanceDialog';
import { useGameBalance } from './useGameBalance';
import { VendorGamesDialog } from './VendorGamesDialog';

// Its own chunk: only a member who plays loads it.
const RealityCheck = lazy(() => import('./RealityCheck').then((m) => ({ default: m.RealityCheck })));

type Phase = 'deciding' | 'trial' | 'vendorGames' | 'playing' | 'maintenance' | 'failed' | 'done';

interface Props {
  game: StartableGame;
  onDone: () => void;
}

/** Runs one game start for a member (spec §4) and shows what follows: a dialog, a page or the game popup. */
export function GameStartHost({ game, onDone }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isLogin, isTrial, member } = useLoginFlags();
  // Decided once the member's type is known (a trial account never launches); the server's answer may override.
  const decision = member ? decideGameStart(game, { isLogin, isTrial }) : undefined;
  const [override, setOverride] = useState<Phase>();
  const launch = useMutation(gamesMutations.launchGame());
  const cdn = useCdnUrls();
  const started = useRef(false);
  const { mutate } = launch;
  const kind = decision?.kind;
  const target = decision?.kind === 'navigate' ? decision.to : undefined;

  useEffect(() => {
    // once, even in StrictMode
    if (started.current) return;
    if (kind === 'navigate' && target) {
      started.current = true;
      navigate(target);
      onDone();
    } else if (kind === 'launch') {
      started.current = true;
      mutate(
        { nodeId: game.nodeId },
        {
          onError: (error) => {
            // The server checks the same rules: its answer wins over what the page believed.
            if (isCroupierApiError(error, 'real_account_required')) setOverride('trial');
            else if (isCroupierApiError(error, 'game_maintenance')) setOverride('maintenance');
            else setOverride('failed');
          },
        },
      );
    }
  }, [kind, target, game.nodeId, mutate, navigate, onDone]);

  const phases: Record<string, Phase> = {
    trial: 'trial',
    vendorGames: 'vendorGames',
    launch: 'playing',
  };
  const phase: Phase = override ?? phases[kind ?? ''] ?? 'deciding';
  useGameBalance(phase === 'playing');

  const close = () => {
    setOverride('done');
    onDone();
  };

  const closeGame = () => {
    // Rounds played in the popup moved money and joined the recent games: show the new figures.
    void queryClient.invalidateQueries({ queryKey: keys.balance });
    void queryClient.invalidateQueries({ queryKey: gamesKeys.recentGames });
    close();
  };

  return (
    <>
      <GamePopup
        open={phase === 'playing'}
        onOpenChange={(open) => (open ? undefined : closeGame())}
        title={launch.data?.displayName ?? game.displayName}
        src={launch.data && cdn.launch(launch.data.url)}
        description={game.rtp === undefined ? undefined : t('lobby.rtp', { rtp: game.rtp })}
        messages={{ loading: t('lobby.popup.loading'), frameTitle: t('lobby.popup.frameTitle') }}
      />
      {phase === 'playing' && !isTrial ? (
        <Suspense fallback={null}>
          <RealityCheck playing onEndGame={closeGame} />
        </Suspense>
      ) : null}
      <AlertDialog
        open={phase === 'trial'}
        onOpenChange={(open) => (open ? undefined : close())}
        title={t('lobby.trial.title')}
        description={t('lobby.trial.description')}
        confirmLabel={t('lobby.trial.register')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => {
          close();
          authDialog.open('register');
        }}
      />
      <AlertDialog
        open={phase === 'failed'}
        onOpenChange={(open) => (open ? undefined : close())}
        title={t('lobby.launchFailed')}
        description={errorMessage(t, launch.error)}
        confirmLabel={t('lobby.ok')}
        cancelLabel={t('common.cancel')}
        onConfirm={close}
      />
      {phase === 'maintenance' ? <MaintenanceDialog game={game} onClose={close} /> : null}
      {phase === 'vendorGames' ? <VendorGamesDialog vendor={game} onClose={close} /> : null}
    </>
  );
}
