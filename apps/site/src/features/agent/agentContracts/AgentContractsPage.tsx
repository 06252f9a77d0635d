import { useTranslation } from 'react-i18next';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Heading, Stack, type DataTableColumn } from '@croupier/ui';
import { contractKeys, type Contract } from '@croupier/sdk';
import { formatDateTime, useMoneyLocale } from '@/shared/format';
import { PagedTable } from '@/shared/PagedTable';
import { useRecordSearch } from '@/shared/recordSearch';
import { contractMutations, contractQueries } from '../contracts/contractApi';
import { contractTypeLabel, formatRate, PAGE_TITLE, statusLabel } from '../contracts/labels';
import { OfferContractForm } from './OfferContractForm';

const PAGE_SIZE = 20;

/** The upline's contracts view: offer a contract or a termination to a direct sub-agent, and its offers. */
export function AgentContractsPage() {
  const { t } = useTranslation();
  const { locale } = useMoneyLocale();
  const search = useRecordSearch([] as const);
  const queryClient = useQueryClient();
  const offers = useQuery({
    ...contractQueries.offers({ pageNo: search.page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const terminate = useMutation({
    ...contractMutations.terminateContract(),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contractKeys.offers }),
  });
  const columns: DataTableColumn<Contract>[] = [
    { key: 'holder', header: t('contracts.columns.subAgent'), cell: (row) => row.holder.account },
    {
      key: 'type',
      header: t('contracts.columns.type'),
      cell: (row) => contractTypeLabel(t, row.type),
    },
    {
      key: 'rate',
      header: t('contracts.columns.rate'),
      align: 'end',
      cell: (row) => formatRate(row.terms.rateBps, locale),
    },
    { key: 'status', header: t('contracts.columns.status'), cell: (row) => statusLabel(t, row) },
    {
      key: 'createdAt',
      header: t('contracts.columns.offeredAt'),
      cell: (row) => formatDateTime(row.createdAt, locale),
    },
    {
      key: 'actions',
      header: t('contracts.columns.actions'),
      cell: (row) =>
        row.status === 'active' || row.status === 'requested' ? (
          <Button
            size="small"
            variant="secondary"
            loading={terminate.isPending && terminate.variables?.contractId === row.id}
            onClick={() => terminate.mutate({ contractId: row.id })}
          >
            {row.status === 'active'
              ? t('contracts.actions.terminateOf', { account: row.holder.account })
              : t('contracts.actions.withdrawOf', { account: row.holder.account })}
          </Button>
        ) : null,
    },
  ];
  return (
    <Stack space="large">
      <Heading level="1">{t(PAGE_TITLE.agentContracts)}</Heading>
      <OfferContractForm />
      <PagedTable
        caption={t('contracts.offers')}
        columns={columns}
        result={offers}
        rows={(page) => page.list}
        getRowId={(row) => row.id}
        paging={{ page: search.page, onPageChange: search.setPage }}
      />
    </Stack>
  );
}
