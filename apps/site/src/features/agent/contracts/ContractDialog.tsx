import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Dialog, Stack } from '@croupier/ui';
import { isAgentType, type ContractType } from '@croupier/sdk';
import { queries, walletQueries } from '@/shared/api';
import { contractQueries } from './contractApi';
import { ContractRequest } from './ContractRequest';

/** Spec §3: the consolidated call's flag of each kind, true when a request of that kind awaits the agent. */
const FLAG_OF: Record<
  ContractType,
  'divtypereq' | 'dailysalreqtype' | 'contracthoursalreq' | 'realtimesalreqtype'
> = {
  dividend: 'divtypereq',
  daily_salary: 'dailysalreqtype',
  hourly_salary: 'contracthoursalreq',
  realtime_salary: 'realtimesalreqtype',
};
const DISMISSED_KEY = 'contractDialogDismissed';

/**
 * The contract dialog (spec §2 modals, logged-in only): opens for an agent with a request waiting, as the
 * consolidated call's flags say; the agent accepts or rejects each, signing the real-time salary agreement.
 */
export function ContractDialog() {
  const { t } = useTranslation();
  const member = useQuery(queries.memberInfo());
  const agent = member.data ? isAgentType(member.data.type) : false;
  const funds = useQuery({ ...walletQueries.consolidatedFunds(), enabled: agent });
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === '1');
  const flagged = (Object.keys(FLAG_OF) as ContractType[]).filter(
    (type) => funds.data?.[FLAG_OF[type]],
  );
  const states = useQueries({ queries: flagged.map((type) => contractQueries.contract(type)) });
  const requests = states.flatMap((state) => (state.data?.request ? [state.data.request] : []));
  if (!agent || dismissed || requests.length === 0) return null;
  const close = () => {
    sessionStorage.setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Content size="medium">
        <Dialog.Title>{t('contracts.dialog.title')}</Dialog.Title>
        <Dialog.Description>{t('contracts.dialog.description')}</Dialog.Description>
        <Stack space="large">
          {requests.map((request) => (
            <ContractRequest key={request.id} request={request} />
          ))}
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
