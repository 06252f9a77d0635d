import { useSyncExternalStore } from 'react';

/**
 * Which account popup is open (spec §2 modals): login and register from the header or /login and /register;
 * the logout confirmation from the member menu; change password, also opened by a login whose password is
 * the default reset one or has expired (spec §4).
 */
export type AuthDialog = 'login' | 'register' | 'logout' | 'changePassword' | 'forgotPassword' | null;

let current: AuthDialog = null;
/** The password the player just logged in with, so the change-password form need not ask for it again (§5). */
let heldPassword: string | undefined;
const listeners = new Set<() => void>();

export const authDialog = {
  open(dialog: Exclude<AuthDialog, null>) {
    current = dialog;
    listeners.forEach((l) => l());
  },
  close() {
    current = null;
    heldPassword = undefined;
    listeners.forEach((l) => l());
  },
  /**
   * Opens the change-password modal. After a login that must change its password (first login with the
   * default {secret} password, or an expired one), pass the password just used: the form then skips the
   * old password (spec §5). Without it (from the member centre) the form asks for it.
   */
  openChangePassword(options: { heldPassword?: string } = {}) {
    heldPassword = options.heldPassword;
    authDialog.open('changePassword');
  },
  /** The password held from the login, until the modal closes. */
  heldPassword: (): string | undefined => heldPassword,
  get: (): AuthDialog => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useAuthDialog(): AuthDialog {
  return useSyncExternalStore(authDialog.subscribe, authDialog.get, () => null);
}
