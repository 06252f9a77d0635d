import type { TFunction } from 'i18next';
import { isCroupierApiError } from '@croupier/sdk';

/** A translated, user-facing message for any error (spec §8); unknown codes fall back to 'Unknown error'. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (!isCroupierApiError(error)) return t('errors.unknown_error');
  // Responsible gaming: a limit names itself, its amount and when it resets; an exclusion its end.
  const { limit, exclusion } = error;
  if (exclusion && exclusion.endsAt === null) return t('errors.account_excluded_permanent');
  const values = limit
    ? { kind: t(`rg.kinds.${limit.kind}`), period: t(`rg.periods.${limit.period}`), amount: (limit.amount / 100).toFixed(2), date: new Date(limit.resetsAt).toLocaleString() }
    : exclusion?.endsAt
      ? { date: new Date(exclusion.endsAt).toLocaleString() }
      : {};
  return t(`errors.${error.code}`, { defaultValue: t('errors.unknown_error'), ...values });
}
