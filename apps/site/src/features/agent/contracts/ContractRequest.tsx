import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Inline, Stack, Text } from '@croupier/ui';
import { contractKeys, type Contract } from '@croupier/sdk';
import { walletQueries } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { useMoneyLocale } from '@/shared/format';
import { contractMutations } from './contractApi';
import { ContractTermsList } from './ContractTermsList';
import { contractTypeLabel } from './labels';

/** A request awaiting the agent: its terms, the real-time salary agreement to sign, accept and reject. */
export function ContractRequest({ request }: { request: Contract }) {
  const { t } = useTranslation();
  const { locale, currency } = useMoneyLocale();
  const queryClient = useQueryClient();
  const [signed, setSigned] = useState(false);
  const [unsigned, setUnsigned] = useState(false);
  const answer = useMutation({
    ...contractMutations.answerContract(request.type),
    onSuccess: (state) => {
      queryClient.setQueryData(contractKeys.contract(request.type), state);
      void queryClient.invalidateQueries({ queryKey: walletQueries.consolidatedFunds().queryKey });
      void queryClient.invalidateQueries({ queryKey: contractKeys.contract(request.type) });
    },
  });
  const realtime = request.type === 'realtime_salary' && request.requestKind === 'new';
  const accept = () => {
    if (realtime && !signed) return setUnsigned(true);
    answer.mutate({ action: 'accept', ...(realtime && { signAgreement: true }) });
  };
  const type = contractTypeLabel(t, request.type);
  return (
    <Stack as="section" space="medium" aria-label={type}>
      <Text weight="strong">
        {request.requestKind === 'termination'
          ? t('contracts.dialog.termination', {
              type,
              upline: request.offeredBy?.account ?? t('contracts.platform'),
            })
          : t('contracts.dialog.offer', {
              type,
              upline: request.offeredBy?.account ?? t('contracts.platform'),
            })}
      </Text>
      <ContractTermsList terms={request.terms} currency={currency} locale={locale} />
      {realtime ? (
        <Checkbox
          label={t('contracts.dialog.agreement')}
          description={t('contracts.dialog.agreementText')}
          checked={signed}
          onCheckedChange={(value) => {
            setSigned(value === true);
            setUnsigned(false);
          }}
          error={unsigned ? t('contracts.dialog.agreementRequired') : undefined}
        />
      ) : null}
      {answer.error ? (
        <Text tone="critical" role="alert">
          {errorMessage(t, answer.error)}
        </Text>
      ) : null}
      <Inline space="small">
        <Button
          variant="secondary"
          loading={answer.isPending && answer.variables?.action === 'reject'}
          onClick={() => answer.mutate({ action: 'reject' })}
        >
          {t('contracts.dialog.reject', { type })}
        </Button>
        <Button
          loading={answer.isPending && answer.variables?.action === 'accept'}
          onClick={accept}
        >
          {t('contracts.dialog.accept', { type })}
        </Button>
      </Inline>
    </Stack>
  );
}
