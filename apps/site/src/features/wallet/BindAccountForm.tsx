import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Select, Stack, TextField } from '@croupier/ui';
import { isCroupierApiError, walletKeys, type WithdrawalMethod } from '@croupier/sdk';
import { walletMutations } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { FormMessage } from '@/shared/FormMessage';
import { isFormLevelError, TransactionPasswordInput } from '@/shared/TransactionPasswordInput';

type Field = 'holderName' | 'accountNumber' | 'transactionPassword';

/** Bind a payout account (Pix key, CLABE, bKash number); it cannot be changed afterwards, only by customer service. */
export function BindAccountForm({ methods }: { methods: WithdrawalMethod[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [methodCode, setMethodCode] = useState(methods[0]?.code ?? '');
  const [values, setValues] = useState<Record<Field, string>>({ holderName: '', accountNumber: '', transactionPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const bind = useMutation({
    ...walletMutations.bindWithdrawalAccount(),
    onSuccess: () => {
      setValues({ holderName: '', accountNumber: '', transactionPassword: '' });
      void queryClient.invalidateQueries({ queryKey: walletKeys.withdrawalInfo });
    },
  });
  const method = methods.find((m) => m.code === methodCode);
  const set = (field: Field) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    if (!values.holderName.trim()) next.holderName = t('security.required');
    if (!values.accountNumber.trim()) next.accountNumber = t('security.required');
    else if (method && !new RegExp(method.accountPattern).test(values.accountNumber.trim())) next.accountNumber = t('withdraw.accountFormat', { hint: method.accountHint });
    if (!values.transactionPassword) next.transactionPassword = t('withdraw.passwordRequired');
    setErrors(next);
    if (Object.keys(next).length === 0 && method)
      bind.mutate({ methodCode: method.code, holderName: values.holderName.trim(), accountNumber: values.accountNumber.trim(), transactionPassword: values.transactionPassword });
  };
  const serverField = (field: Field) =>
    isCroupierApiError(bind.error, 'validation_failed') && bind.error.fieldErrors?.[field] ? t('withdraw.fieldInvalid') : undefined;

  return (
    <Stack as="form" space="medium" onSubmit={submit} noValidate>
      <Select label={t('withdraw.method')} value={methodCode} onValueChange={setMethodCode} options={methods.map((m) => ({ value: m.code, label: m.name }))} />
      <TextField label={t('withdraw.holderName')} value={values.holderName} onChange={set('holderName')} error={errors.holderName ?? serverField('holderName')} maxLength={64} required />
      <TextField
        label={t('withdraw.accountNumber')}
        hint={method?.accountHint}
        value={values.accountNumber}
        onChange={set('accountNumber')}
        error={errors.accountNumber ?? serverField('accountNumber')}
        maxLength={64}
        required
      />
      <TransactionPasswordInput
        value={values.transactionPassword}
        onChange={(transactionPassword) => setValues((v) => ({ ...v, transactionPassword }))}
        missing={Boolean(errors.transactionPassword)}
        error={bind.error}
      />
      {isFormLevelError(bind.error) && !isCroupierApiError(bind.error, 'validation_failed') ? <FormMessage tone="critical">{errorMessage(t, bind.error)}</FormMessage> : null}
      <div>
        <Button type="submit" loading={bind.isPending}>
          {t('withdraw.bindAccount')}
        </Button>
      </div>
    </Stack>
  );
}
