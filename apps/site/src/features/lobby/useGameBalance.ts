import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { keys } from '@croupier/sdk';

/**
 * While a game is open, each round's page tells us (postMessage 'croupier:balance', same origin only)
 * and the header's balance refreshes at once instead of after the game closes.
 */
export function useGameBalance(active: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!active) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if ((event.data as { type?: unknown } | null)?.type === 'croupier:balance')
        void queryClient.invalidateQueries({ queryKey: keys.balance });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [active, queryClient]);
}
