import { useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@croupier/sdk';
import { messageQueries } from './api';
import { useLoginFlags } from './member';

/** Unread counts for the menu badges (spec §2); not fetched for trial users (spec §4). The socket keeps them fresh. */
export function useUnreadCounts(): UnreadCount | undefined {
  const { isLogin, isTrial, member } = useLoginFlags();
  const { data } = useQuery({ ...messageQueries.unreadCount(), enabled: isLogin && member !== undefined && !isTrial });
  return data;
}
