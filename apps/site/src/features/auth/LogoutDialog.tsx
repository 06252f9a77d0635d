import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from '@croupier/ui';
import { paths } from '@/config/paths';
import { mutations } from '@/shared/api';
import { session } from '@/shared/session';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Logout asks for confirmation, then clears the session (keeping merchant keys) and goes home (spec §4). */
export function LogoutDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useMutation({
    ...mutations.logout(),
    // Even if the server could not be reached, the local session ends: the user asked to leave.
    onSettled: () => {
      session.end();
      queryClient.clear();
      onClose();
      navigate(paths.home.path);
    },
  });
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('logout.title')}
      description={t('logout.description')}
      confirmLabel={t('logout.confirm')}
      cancelLabel={t('common.cancel')}
      tone="danger"
      confirming={logout.isPending}
      onConfirm={() => logout.mutate()}
    />
  );
}
