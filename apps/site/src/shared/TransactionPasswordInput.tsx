import { useTranslation } from 'react-i18next';
import { PasswordField } from '@croupier/ui';
import { isCroupierApiError } from '@croupier/sdk';
import { errorMessage } from './errors';

/** The transaction password of a money movement; a wrong one (incorrect_password) shows under it. */
export function TransactionPasswordInput({ value, onChange, missing, error }: { value: string; onChange: (value: string) => void; missing: boolean; error: unknown }) {
  const { t } = useTranslation();
  return (
    <PasswordField
      label={t('withdraw.transactionPassword')}
      autoComplete="current-password"
      inputMode="numeric"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={missing ? t('withdraw.passwordRequired') : isCroupierApiError(error, 'incorrect_password') ? errorMessage(t, error) : undefined}
      required
    />
  );
}

/** A failure to show above the button: any but a wrong password, which shows at its field. */
export const isFormLevelError = (error: unknown): boolean => Boolean(error) && !isCroupierApiError(error, 'incorrect_password');
