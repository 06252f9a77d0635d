import { useSyncExternalStore } from 'react';

/** Which account popup is open (spec §2 modals): login and register from the header or /login and /register; the logout confirmation from the member menu. */
export type AuthDialog = 'login' | 'register' | 'logout' | null;

let current: AuthDialog = null;
const listeners = new Set<() => void>();

export const authDialog = {
  open(dialog: Exclude<AuthDialog, null>) {
    current = dialog;
    listeners.forEach((l) => l());
  },
  close() {
    current = null;
    listeners.forEach((l) => l());
  },
  get: (): AuthDialog => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useAuthDialog(): AuthDialog {
  return useSyncExternalStore(authDialog.subscribe, authDialog.get, () => null);
}
