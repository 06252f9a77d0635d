import { ToastProvider } from '@croupier/ui';
import { useKitMessages } from '@/shared/kitMessages';
import { SocketEvents } from './SocketEvents';

/** The logged-in member's notifications: the socket-event listener and the toast stack it writes to. */
export function Notifications() {
  const kit = useKitMessages();
  return (
    <ToastProvider messages={kit.toast}>
      <SocketEvents />
    </ToastProvider>
  );
}
