/** Texts the toasts write themselves, English by default; pass translations through ToastProvider's `messages`. */
export interface ToastMessages {
  /** Each toast's close button. */
  close: string;
  /** The notifications region's name; `{hotkey}` is the key that jumps to it (F8). */
  region: string;
  /** Read before a toast's text (Radix announces toasts from its own live region). */
  notification: string;
}

export const toastMessages: ToastMessages = {
  close: 'Close notification',
  region: 'Notifications ({hotkey})',
  notification: 'Notification',
};
