import { createContext, useContext } from 'react';

export interface AppShellContextValue {
  sideMenuCollapsed: boolean;
  setSideMenuCollapsed: (collapsed: boolean) => void;
}

/** Lets the SideMenu inside an AppShell share the shell's collapsed state. */
export const AppShellContext = createContext<AppShellContextValue | null>(null);
export const useAppShell = () => useContext(AppShellContext);
