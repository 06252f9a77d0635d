import { useTranslation } from 'react-i18next';
import type { Promotion } from '@croupier/sdk';
import { formatDate, useMoneyLocale } from '@/shared/format';

/** A promotion's period in words: "1 Jan 2026 – 31 Jan 2026", or open-ended. */
export function usePeriod(): (promotion: Pick<Promotion, 'startsAt' | 'endsAt'>) => string {
  const { t } = useTranslation();
  const { locale } = useMoneyLocale();
  return ({ startsAt, endsAt }) =>
    endsAt
      ? t('promotions.period', {
          start: formatDate(startsAt, locale),
          end: formatDate(endsAt, locale),
        })
      : t('promotions.ongoing', { start: formatDate(startsAt, locale) });
}
