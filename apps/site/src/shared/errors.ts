import type { TFunction } from 'i18next';
import { isCroupierApiError } from '@croupier/sdk';

/** A translated, user-facing message for any error (spec §8); unknown codes fall back to 'Unknown error'. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (isCroupierApiError(error)) return t(`errors.${error.code}`, { defaultValue: t('errors.unknown_error') });
  return t('errors.unknown_error');
}
