import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, Heading, Pagination, Stack, Text } from '@croupier/ui';
import { agentQueries } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { formatDateTime, useMoneyLocale } from '@/shared/format';
import { useKitMessages } from '@/shared/kitMessages';
import { Panel } from '@/shared/MemberPageFrame';
import { AgentPageFrame } from './AgentPageFrame';

/** agentAnnouncement (spec §2): staff announcements for agents, 9 a page with a range of 5 and 1 margin page (spec §9). */
export function AgentAnnouncementPage() {
  const { t } = useTranslation();
  const { locale } = useMoneyLocale();
  const kit = useKitMessages();
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...agentQueries.announcements({ pageNo: page }),
    placeholderData: keepPreviousData,
  });
  return (
    <AgentPageFrame page="agentAnnouncement">
      {list.error ? (
        <ErrorState title={t('agent.loadFailed')} description={errorMessage(t, list.error)} />
      ) : null}
      {list.data && list.data.list.length === 0 ? (
        <EmptyState title={t('agent.announcements.empty')} />
      ) : null}
      <Stack as="ul" space="medium" aria-label={t('agent.menu.agentAnnouncement')}>
        {(list.data?.list ?? []).map((item) => (
          <li key={item.id}>
            <Panel>
              <Stack space="xsmall">
                <Heading level="2">{item.title}</Heading>
                <Text size="small" tone="muted">
                  {formatDateTime(item.time, locale)}
                </Text>
                <Text>{item.content}</Text>
              </Stack>
            </Panel>
          </li>
        ))}
      </Stack>
      {list.data && list.data.totalPages > 1 ? (
        <Pagination
          page={page}
          pageCount={list.data.totalPages}
          onPageChange={setPage}
          pageRange={5}
          marginPages={1}
          messages={kit.pagination}
        />
      ) : null}
    </AgentPageFrame>
  );
}
