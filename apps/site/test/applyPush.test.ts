// A value the socket pushed must not be overwritten by an older fetch still in flight (features/notifications).
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyPush } from '@/features/notifications/applyPush';

const key = ['unreadCount'];

/** A server whose count is read when each fetch arrives; the first fetch's answer is held until released. */
function server() {
  let count = 0;
  let release = () => {};
  let calls = 0;
  const queryFn = () => {
    calls += 1;
    const read = count;
    if (calls > 1) return Promise.resolve(read);
    return new Promise<number>((resolve) => (release = () => resolve(read)));
  };
  return { queryFn, change: (n: number) => (count = n), release: () => release(), calls: () => calls };
}

describe('a pushed value', () => {
  it('stays when a fetch that began before the push answers late with the older value', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const api = server();
    queryClient.setQueryData(key, 0);
    // a reconnect's refetch reads 0, and its answer is slow to come back
    const stale = queryClient.fetchQuery({ queryKey: key, queryFn: api.queryFn, staleTime: 0 });
    api.change(1);
    applyPush(queryClient, key, 1);
    expect(queryClient.getQueryData(key)).toBe(1);
    api.release();
    await stale.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve));
    expect(queryClient.getQueryData(key)).toBe(1);
    expect(api.calls()).toBe(2);
  });

  it('is set with no fetch at all when none is in flight', () => {
    const queryClient = new QueryClient();
    applyPush(queryClient, key, 3);
    expect(queryClient.getQueryData(key)).toBe(3);
    expect(queryClient.isFetching()).toBe(0);
  });
});
