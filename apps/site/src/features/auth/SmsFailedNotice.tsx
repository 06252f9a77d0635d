import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@croupier/ui';
import { errorMessage } from '@/shared/errors';

/** Spec §8 SMS send failure: a warning dialog with the server's (translated) message and one confirm button. */
export function SmsFailedNotice({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      acknowledge
      open={Boolean(error)}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('session.smsFailedTitle')}
      description={error ? errorMessage(t, error) : undefined}
      confirmLabel={t('session.confirm')}
      onConfirm={onClose}
    />
  );
}
