import { useRef } from 'react';
import { newRequestId } from '@croupier/sdk';

/**
 * The idempotency key of one money movement: the same while the member retries the same submission
 * (so a lost answer never moves money twice), a new one once it succeeded or the form changed.
 */
export function useRequestId(): { current: () => string; renew: () => void } {
  const id = useRef<string | null>(null);
  return {
    current: () => (id.current ??= newRequestId()),
    renew: () => {
      id.current = null;
    },
  };
}
