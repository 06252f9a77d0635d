import { createContext, useContext } from 'react';

export interface AppShellContextValue {
  sideMenuCollapsed: boolean;
  setSideMenuCollapsed: (collapsed: boolean) => void;
  /** Phones: whether the side menu's drawer is open (AppShell's `menuDrawer`). */
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
  /** True inside the drawer: the side menu shows expanded, without its collapse toggle. */
  inDrawer?: boolean;
}

/** Lets the SideMenu (and the phone's menu button and drawer) inside an AppShell share the shell's state. */
export const AppShellContext = createContext<AppShellContextValue | null>(null);
export const useAppShell = () => useContext(AppShellContext);
