import type { MouseEvent, ReactNode } from 'react';
import { useMemo } from 'react';
import { useMessages } from '../../provider/context';
import type { UiMessages } from '../../provider/messages';
import type { AppShellContextValue } from '../AppShell/AppShellContext';
import { AppShellContext, useAppShell } from '../AppShell/AppShellContext';
import { Drawer } from '../Drawer/Drawer';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './SideMenuDrawer.css';

export interface SideMenuDrawerProps {
  /** The side menu (a SideMenu): shown expanded, without its collapse toggle. */
  children: ReactNode;
  messages?: Partial<UiMessages['appShell']>;
}

const noop = () => {};

/**
 * A phone's side menu (issue 19): the shell's side menu in a drawer from the start side, opened by
 * AppShellMenuButton. Modal: focus stays inside, Escape and the backdrop close it, focus returns to the
 * button; following a link closes it. Pass it to AppShell's `menuDrawer` (it reads the shell's open state).
 */
export const SideMenuDrawer = ({ children, messages: messagesProp }: SideMenuDrawerProps) => {
  const messages = useMessages('appShell', messagesProp);
  const close = useMessages('dialog').close;
  const shell = useAppShell();
  const setOpen = shell?.setMenuOpen ?? noop;
  const inner = useMemo<AppShellContextValue>(
    () => ({ sideMenuCollapsed: false, setSideMenuCollapsed: noop, menuOpen: true, setMenuOpen: setOpen, inDrawer: true }),
    [setOpen],
  );
  // a followed link leaves the page behind the drawer: close it
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) setOpen(false);
  };
  return (
    <Drawer.Root open={shell?.menuOpen ?? false} onOpenChange={setOpen}>
      <Drawer.Content side="start" size="small" className={styles.content} aria-describedby={undefined} messages={{ close }} onClick={closeOnLink}>
        <VisuallyHidden>
          <Drawer.Title>{messages.menu}</Drawer.Title>
        </VisuallyHidden>
        <AppShellContext.Provider value={inner}>{children}</AppShellContext.Provider>
      </Drawer.Content>
    </Drawer.Root>
  );
};
SideMenuDrawer.displayName = 'SideMenuDrawer';
