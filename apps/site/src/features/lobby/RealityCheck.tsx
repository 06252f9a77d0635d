import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertDialog, formatAmount } from '@croupier/ui';
import { paths } from '@/config/paths';
import { mutations } from '@/shared/api';
import { useMoneyLocale } from '@/shared/format';
import { rgQueries } from '@/shared/responsibleGamingApi';
import { session } from '@/shared/session';

interface Props {
  /** The game popup is open. */
  playing: boolean;
  /** Closes the game popup (a log out from the check ends the game first). */
  onEndGame: () => void;
}

/**
 * The reality check (issue 15): at the member's chosen interval while a game is open, a modal dialog with
 * the session's time, stakes and net result. It is modal over the game popup, so the game frame takes no
 * input until the member continues or logs out.
 */
export function RealityCheck({ playing, onEndGame }: Props) {
  const { t } = useTranslation();
  const { locale } = useMoneyLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = useQuery({ ...rgQueries.state(), enabled: playing });
  /** Minutes played when the check opened; null while closed. */
  const [played, setPlayed] = useState<number | null>(null);
  const open = played !== null;
  const minutes = state.data?.realityCheckMinutes ?? null;
  const { refetch } = state;

  useEffect(() => {
    if (!playing || minutes === null || open) return;
    const timer = setTimeout(() => {
      void refetch().then(({ data }) => {
        if (data) setPlayed(Math.max(0, Math.round((Date.now() - Date.parse(data.session.startedAt)) / 60_000)));
      });
    }, minutes * 60_000);
    return () => clearTimeout(timer);
  }, [playing, minutes, open, refetch]);

  const logout = useMutation({
    ...mutations.logout(),
    onSettled: () => {
      session.end();
      queryClient.clear();
      navigate(paths.home.path);
    },
  });
  const data = state.data;
  if (!data) return null;
  const money = (minor: number) => formatAmount(minor, data.currency, locale);
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : setPlayed(null))}
      title={t('rg.reality.dialogTitle')}
      description={t('rg.reality.dialogBody', { minutes: played, stakes: money(data.session.stakes), result: money(data.session.netResult) })}
      confirmLabel={t('rg.reality.continue')}
      cancelLabel={t('rg.reality.logOut')}
      onConfirm={() => setPlayed(null)}
      onCancel={() => {
        setPlayed(null);
        onEndGame();
        logout.mutate();
      }}
    />
  );
}
