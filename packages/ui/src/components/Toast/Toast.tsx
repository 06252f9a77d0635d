import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { LucideIcon } from 'lucide-react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { Portal, Toast as RadixToast } from 'radix-ui';
import { useCroupier } from '../../provider/context';
import { ThemeScope } from '../../provider/ThemeScope';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import type { ToastMessages } from './Toast.messages';
import { toastMessages } from './Toast.messages';
import type { ToastItem, ToastOptions, ToastTone } from './toastQueue';
import { addToast, closeToast, isUrgent, removeClosed } from './toastQueue';
import * as styles from './Toast.css';

export interface ToastApi {
  /** Shows a toast; returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes one toast, or all of them. */
  dismiss: (id?: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The `toast()` function of the nearest ToastProvider. */
export const useToast = (): ToastApi => {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a <ToastProvider>.');
  return api;
};

const toneIcons: Record<ToastTone, LucideIcon> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  critical: CircleAlert,
};

/** How long a closed toast stays mounted so it can animate out. */
const exitMs = 400;

export interface ToastProviderProps {
  /** Default milliseconds before a toast closes itself; paused while the stack is hovered or focused. Default 6000. */
  duration?: number;
  /** Toasts open at once; older ones close. Default 3. */
  max?: number;
  messages?: Partial<ToastMessages>;
  /** Portal target for the stack; default document.body. */
  container?: HTMLElement | null;
  children?: ReactNode;
}

/**
 * Notifications (deposit arrived, withdrawal approved, copied): wrap the app once, call `useToast().toast()`
 * anywhere inside. The stack is portalled inside a theme scope; F8 jumps to it, Escape closes the focused toast.
 */
export const ToastProvider = ({ duration = 6000, max = 3, messages: messagesProp, container, children }: ToastProviderProps) => {
  const messages = { ...toastMessages, ...messagesProp };
  const { dir } = useCroupier();
  const [queue, setQueue] = useState<ToastItem[]>([]);
  const counter = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  // closed toasts stay mounted a moment so they can animate out, then are swept away
  const sweepLater = useCallback(() => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setQueue(removeClosed);
    }, exitMs);
    timers.current.add(timer);
  }, []);

  const close = useCallback(
    (id?: string) => {
      setQueue((current) => closeToast(current, id));
      sweepLater();
    },
    [sweepLater],
  );

  const api = useMemo<ToastApi>(
    () => ({
      toast: (options) => {
        counter.current += 1;
        const id = `toast-${counter.current}`;
        setQueue((current) => addToast(current, { ...options, id, open: true }, max));
        // toasts pushed out by `max` close now; sweep them once they have animated out
        sweepLater();
        return id;
      },
      dismiss: close,
    }),
    [close, max, sweepLater],
  );

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={duration} label={messages.notification} swipeDirection={dir === 'rtl' ? 'left' : 'right'}>
        {children}
        {queue.map((item) => (
          <ToastCard key={item.id} item={item} closeLabel={messages.close} onClose={() => close(item.id)} />
        ))}
        <Portal.Root container={container}>
          <ThemeScope>
            <RadixToast.Viewport className={styles.viewport} label={messages.region} />
          </ThemeScope>
        </Portal.Root>
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
};
ToastProvider.displayName = 'ToastProvider';

interface ToastCardProps {
  item: ToastItem;
  closeLabel: string;
  onClose: () => void;
}

const ToastCard = ({ item, closeLabel, onClose }: ToastCardProps) => (
  <RadixToast.Root
    open={item.open}
    onOpenChange={(open) => {
      if (!open) onClose();
    }}
    duration={item.duration}
    type={isUrgent(item.tone) ? 'foreground' : 'background'}
    className={styles.toast({ tone: item.tone })}
    data-tone={item.tone}
  >
    <span className={styles.icon({ tone: item.tone })}>
      <Icon icon={toneIcons[item.tone]} size="small" />
    </span>
    <div className={styles.body}>
      <RadixToast.Title className={styles.title}>{item.title}</RadixToast.Title>
      {item.description ? <RadixToast.Description className={styles.description}>{item.description}</RadixToast.Description> : null}
      {item.action ? (
        <RadixToast.Action altText={item.action.altText ?? item.action.label} asChild>
          <Button variant="secondary" size="small" className={styles.action} onClick={item.action.onClick}>
            {item.action.label}
          </Button>
        </RadixToast.Action>
      ) : null}
    </div>
    <RadixToast.Close asChild>
      <IconButton icon={X} label={closeLabel} size="small" />
    </RadixToast.Close>
  </RadixToast.Root>
);
ToastCard.displayName = 'ToastCard';
