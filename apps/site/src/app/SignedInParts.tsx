import { lazy, Suspense } from 'react';
import { Notifications } from '@/features/notifications/Notifications';

// Its own chunk, loaded from this island's: the first script names only the island.
const ContractDialog = lazy(() =>
  import('@/features/agent/contracts/ContractDialog').then((m) => ({ default: m.ContractDialog })),
);

/** What runs only while logged in (spec §2 modals): the socket-event listener with its toasts, and the contract dialog. */
export function SignedInParts() {
  return (
    <>
      <Notifications />
      <Suspense fallback={null}>
        <ContractDialog />
      </Suspense>
    </>
  );
}
