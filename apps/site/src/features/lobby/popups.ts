/** An announcement as far as the popup rules care (spec §3: popup execution value A, B or F). */
interface PopupCandidate {
  id: string;
  popup: 'A' | 'B' | 'F' | null;
}

/** Spec §2: A for logged in, B for anonymous, F for a first-time login. */
export function popupsFor<T extends PopupCandidate>(
  announcements: T[],
  who: { isLogin: boolean; firstTimeLogin: boolean },
): T[] {
  return announcements.filter((a) => {
    if (a.popup === 'A') return who.isLogin;
    if (a.popup === 'B') return !who.isLogin;
    if (a.popup === 'F') return who.isLogin && who.firstTimeLogin;
    return false;
  });
}

/** Closed popups are remembered for the session, under separate keys for a member and a visitor (spec §2). */
export const popupClosedKey = (isLogin: boolean) =>
  isLogin ? 'popupClosed:user' : 'popupClosed:anonymous';

export const popupsClosed = (isLogin: boolean): boolean =>
  sessionStorage.getItem(popupClosedKey(isLogin)) === '1';

export function closePopups(isLogin: boolean): void {
  sessionStorage.setItem(popupClosedKey(isLogin), '1');
}
