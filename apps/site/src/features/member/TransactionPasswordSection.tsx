import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, PasswordField, Stack, Text } from '@croupier/ui';
import { isCroupierApiError, memberCenterKeys, walletKeys } from '@croupier/sdk';
import { memberCenterMutations, memberCenterQueries } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { FormMessage } from '@/shared/FormMessage';
import { Panel } from '@/shared/MemberPageFrame';

type Field = 'current' | 'newPassword' | 'confirmPassword';

/** Set the transaction (withdrawal) password the first time with the login password, or change it with the old one. */
export function TransactionPasswordSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const profile = useQuery(memberCenterQueries.profile());
  const [values, setValues] = useState<Record<Field, string>>({ current: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useMutation({
    ...memberCenterMutations.setTransactionPassword(),
    onSuccess: () => {
      setValues({ current: '', newPassword: '', confirmPassword: '' });
      void queryClient.invalidateQueries({ queryKey: memberCenterKeys.profile });
      void queryClient.invalidateQueries({ queryKey: walletKeys.withdrawalInfo });
      void queryClient.invalidateQueries({ queryKey: walletKeys.uplineTransferInfo });
    },
  });
  if (!profile.data) return null;
  const isSet = profile.data.hasTransactionPassword;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    for (const field of ['current', 'newPassword', 'confirmPassword'] as const) if (!values[field]) next[field] = t('security.required');
    if (!next.newPassword && !/^\d{6}$/.test(values.newPassword)) next.newPassword = t('security.passwordRule');
    if (!next.confirmPassword && values.confirmPassword !== values.newPassword) next.confirmPassword = t('security.mismatch');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    save.mutate({
      ...(isSet ? { oldPassword: values.current } : { loginPassword: values.current }),
      newPassword: values.newPassword,
      confirmPassword: values.confirmPassword,
    });
  };
  const fieldError = (field: Field) => {
    const server = isCroupierApiError(save.error, 'validation_failed') ? save.error.fieldErrors?.[field === 'current' ? (isSet ? 'oldPassword' : 'loginPassword') : field] : undefined;
    return errors[field] ?? (server ? t('security.passwordRule') : undefined);
  };
  const set = (field: Field) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  return (
    <Panel title={t('security.transactionPasswordTitle')}>
      <Text tone="muted">{isSet ? t('security.transactionPasswordIsSet') : t('security.transactionPasswordNotSet')}</Text>
      <Stack as="form" space="medium" onSubmit={submit} noValidate>
        <PasswordField
          label={isSet ? t('security.oldTransactionPassword') : t('security.loginPassword')}
          autoComplete="current-password"
          value={values.current}
          onChange={set('current')}
          error={fieldError('current') ?? (isCroupierApiError(save.error, 'incorrect_password') ? errorMessage(t, save.error) : undefined)}
          required
        />
        <PasswordField label={t('security.newTransactionPassword')} hint={t('security.passwordRule')} inputMode="numeric" maxLength={6} autoComplete="new-password" value={values.newPassword} onChange={set('newPassword')} error={fieldError('newPassword')} required />
        <PasswordField label={t('security.confirmTransactionPassword')} autoComplete="new-password" value={values.confirmPassword} onChange={set('confirmPassword')} error={fieldError('confirmPassword')} required />
        {save.error && !isCroupierApiError(save.error, 'incorrect_password') && !isCroupierApiError(save.error, 'validation_failed') ? (
          <FormMessage tone="critical">{errorMessage(t, save.error)}</FormMessage>
        ) : null}
        {save.isSuccess ? <FormMessage tone="positive">{t('security.transactionPasswordSaved')}</FormMessage> : null}
        <div>
          <Button type="submit" loading={save.isPending}>
            {isSet ? t('security.changeTransactionPassword') : t('security.setTransactionPassword')}
          </Button>
        </div>
      </Stack>
    </Panel>
  );
}
