import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageKeys } from '@croupier/sdk';
import type { InboxMessage } from '@croupier/ui';
import { messageMutations, messageQueries } from '@/shared/api';
import { formatDateTime, useMoneyLocale } from '@/shared/format';

export const INBOX_PAGE_SIZE = 10;

/** A page of platform messages for the kit's MessageList, and marking them read (which updates every badge). */
export function useInbox({ page, unreadOnly }: { page: number; unreadOnly?: boolean }) {
  const { locale } = useMoneyLocale();
  const queryClient = useQueryClient();
  const list = useQuery(
    messageQueries.messages({ pageNo: page, pageSize: INBOX_PAGE_SIZE, ...(unreadOnly ? { read: false } : {}) }),
  );
  const markRead = useMutation({
    ...messageMutations.markMessagesRead(),
    onSuccess: (counts) => {
      queryClient.setQueryData(messageQueries.unreadCount().queryKey, counts);
      void queryClient.invalidateQueries({ queryKey: messageKeys.messages });
    },
  });
  const items: InboxMessage[] = (list.data?.list ?? []).map((m) => ({
    id: m.id,
    title: m.title,
    content: m.content,
    time: formatDateTime(m.createdAt, locale),
    read: m.read,
  }));
  return { list, items, markRead };
}
