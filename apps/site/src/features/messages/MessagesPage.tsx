import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Inline, MessageList, Pagination, Text } from '@croupier/ui';
import { errorMessage } from '@/shared/errors';
import { FormMessage } from '@/shared/FormMessage';
import { useKitMessages } from '@/shared/kitMessages';
import { MemberPageFrame, Panel } from '@/shared/MemberPageFrame';
import { useUnreadCounts } from '@/shared/unread';
import { useInbox } from './useInbox';

/** messageV2 (spec §2 platform information): messages newest first; opening one marks it read and the badges follow. */
export function MessagesPage() {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const unread = useUnreadCounts();
  const { list, items, markRead } = useInbox({ page, unreadOnly: filter === 'unread' });

  return (
    <MemberPageFrame page="messageV2">
      <Panel>
        <Inline space="medium" alignY="center" align="between">
          <Inline space="xsmall" role="group" aria-label={t('inbox.filter')}>
            {(['all', 'unread'] as const).map((value) => (
              <Button
                key={value}
                size="small"
                variant={filter === value ? 'primary' : 'ghost'}
                aria-pressed={filter === value}
                onClick={() => {
                  setFilter(value);
                  setPage(1);
                }}
              >
                {value === 'all' ? t('inbox.all') : t('inbox.unread', { n: unread?.messageV2 ?? 0 })}
              </Button>
            ))}
          </Inline>
          <Button variant="secondary" size="small" loading={markRead.isPending} disabled={!unread?.messageV2} onClick={() => markRead.mutate({ all: true })}>
            {t('inbox.markAllRead')}
          </Button>
        </Inline>
        {list.error ? <FormMessage tone="critical">{errorMessage(t, list.error)}</FormMessage> : null}
        {list.isPending ? <Text tone="muted">{t('common.loading')}</Text> : <MessageList items={items} headingLevel={2} onRead={(id) => markRead.mutate({ ids: [id] })} messages={kit.messageList} />}
        {list.data && list.data.totalPages > 1 ? <Pagination page={page} pageCount={list.data.totalPages} onPageChange={setPage} messages={kit.pagination} /> : null}
      </Panel>
    </MemberPageFrame>
  );
}
