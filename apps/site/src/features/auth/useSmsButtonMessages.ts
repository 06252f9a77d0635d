import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsCodeButtonMessages } from '@croupier/ui';

/** The kit's SMS button texts, translated. */
export function useSmsButtonMessages(): SmsCodeButtonMessages {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      send: t('session.sms.send'),
      resend: t('session.sms.resend'),
      countdown: t('session.sms.countdown'),
      sent: t('session.sms.sent'),
      ready: t('session.sms.ready'),
    }),
    [t],
  );
}
