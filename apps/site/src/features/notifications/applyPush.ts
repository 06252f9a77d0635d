import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Puts a value the socket pushed (the balance, the unread counts) into the cache at once. A fetch of the same
 * query still in flight began before the push arrived (a reconnect's refetch, say): its answer may have been read
 * before the change the push reports, and landing after the push it would put the old value back (e2e saw the
 * badge stay at 0 under an unread message). So that fetch is replaced by a new one, which reads after the change.
 */
export function applyPush<T>(queryClient: QueryClient, queryKey: QueryKey, data: T): void {
  const inFlight = queryClient.isFetching({ queryKey, exact: true }) > 0;
  queryClient.setQueryData(queryKey, data);
  // (refetching with cancelRefetch, the default: the older fetch is cancelled and its answer dropped)
  if (inFlight) void queryClient.refetchQueries({ queryKey, exact: true });
}
