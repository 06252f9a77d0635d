export type ToastTone = 'info' | 'success' | 'warning' | 'critical';

export interface ToastAction {
  label: string;
  onClick: () => void;
  /** How to do the same without the toast, for screen-reader users (e.g. "Go to Wallet to view it"). Default: the label. */
  altText?: string;
}

export interface ToastOptions {
  title: string;
  description?: string;
  tone: ToastTone;
  action?: ToastAction;
  /** Milliseconds before it closes by itself; paused while hovered or focused. Default: the provider's. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

/**
 * Adds a toast at the end of the stack. Only `max` stay open: the oldest open ones close (they stay
 * listed, closed, until removed, so they can animate out).
 */
export const addToast = (queue: ToastItem[], item: ToastItem, max: number): ToastItem[] => {
  const next = [...queue, item];
  let excess = next.filter((toast) => toast.open).length - max;
  return next.map((toast) => {
    if (excess > 0 && toast.open) {
      excess -= 1;
      return { ...toast, open: false };
    }
    return toast;
  });
};

/** Marks one toast closed, or every toast without an id (they animate out); `removeClosed` drops them afterwards. */
export const closeToast = (queue: ToastItem[], id?: string): ToastItem[] =>
  queue.map((toast) => (toast.open && (id === undefined || toast.id === id) ? { ...toast, open: false } : toast));

/** Drops closed toasts; the same array when there are none, so React skips the render. */
export const removeClosed = (queue: ToastItem[]): ToastItem[] =>
  queue.some((toast) => !toast.open) ? queue.filter((toast) => toast.open) : queue;

/** Toasts that say something went wrong are announced at once; the others wait for a pause. */
export const isUrgent = (tone: ToastTone): boolean => tone === 'critical' || tone === 'warning';
