import type { ReactNode } from 'react';
import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ArrowUp } from 'lucide-react';
import { useMessages } from '../../provider/context';
import type { UiMessages } from '../../provider/messages';
import { IconButton } from '../IconButton/IconButton';
import type { AppShellContextValue } from './AppShellContext';
import { AppShellContext } from './AppShellContext';
import * as styles from './AppShell.css';

export interface AppShellProps {
  header: ReactNode;
  /** The side menu (usually <SideMenu>); leave out on game pages. */
  sideMenu?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  /**
   * Phones (below the tablet breakpoint): a BottomTabBar fixed to the bottom of the screen; the shell keeps
   * room for it under the page. It may be lazy (the shell holds it in a Suspense boundary).
   */
  tabBar?: ReactNode;
  /**
   * Phones: the side menu as a drawer (a SideMenuDrawer holding the side menu), opened by
   * AppShellMenuButton or `setMenuOpen` from the shell's context. Given one, the shell shows no side menu rail
   * below the tablet breakpoint. Mounted on the first open, so an app can load it lazily.
   */
  menuDrawer?: ReactNode;
  /** Controlled collapsed state of the side menu. */
  sideMenuCollapsed?: boolean;
  /** Uncontrolled start state. Default false (shown). */
  defaultSideMenuCollapsed?: boolean;
  onSideMenuCollapsedChange?: (collapsed: boolean) => void;
  /**
   * The content fills at least the screen's height, so the footer starts below the fold on every page. For an
   * app whose pages fill in after the first paint (a list that loads): a short page growing, or a loading
   * skeleton giving way to a short empty state, would otherwise move the footer into view (a layout shift).
   * Default false: a short page ends with its footer on screen.
   */
  footerBelowFold?: boolean;
  /** Scroll distance in px after which the scroll-to-top button appears. Default 400. */
  scrollTopThreshold?: number;
  messages?: Partial<UiMessages['appShell']>;
}

/** The page frame: skip link, side menu, sticky header, content, footer and a scroll-to-top button. */
export const AppShell = ({
  header,
  sideMenu,
  footer,
  children,
  tabBar,
  menuDrawer,
  sideMenuCollapsed,
  defaultSideMenuCollapsed = false,
  onSideMenuCollapsedChange,
  footerBelowFold = false,
  scrollTopThreshold = 400,
  messages: messagesProp,
}: AppShellProps) => {
  const messages = useMessages('appShell', messagesProp);
  const mainId = useId();
  const mainRef = useRef<HTMLElement>(null);
  const [uncontrolled, setUncontrolled] = useState(defaultSideMenuCollapsed);
  const collapsed = sideMenuCollapsed ?? uncontrolled;
  const setCollapsed = useCallback(
    (next: boolean) => {
      if (sideMenuCollapsed === undefined) setUncontrolled(next);
      onSideMenuCollapsedChange?.(next);
    },
    [sideMenuCollapsed, onSideMenuCollapsedChange],
  );
  const [menuOpen, setMenuOpen] = useState(false);
  // the drawer mounts on its first opening and stays, so its closing animation and focus return run
  const [menuMounted, setMenuMounted] = useState(false);
  if (menuOpen && !menuMounted) setMenuMounted(true);
  const context = useMemo<AppShellContextValue>(
    () => ({ sideMenuCollapsed: collapsed, setSideMenuCollapsed: setCollapsed, menuOpen, setMenuOpen }),
    [collapsed, setCollapsed, menuOpen],
  );

  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    // a scroll event fires every frame while scrolling; React hears only when the threshold is crossed
    let last: boolean | undefined;
    const onScroll = () => {
      const next = window.scrollY > scrollTopThreshold;
      if (next !== last) setScrolled((last = next));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrollTopThreshold]);

  const scrollToTop = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    // keyboard users land at the start of the content, not on a vanished button
    mainRef.current?.focus({ preventScroll: true });
  };

  return (
    <AppShellContext.Provider value={context}>
      <div
        className={styles.shell}
        data-side-logo={(Boolean(sideMenu) && !collapsed) || undefined}
        data-menu-drawer={(Boolean(sideMenu) && Boolean(menuDrawer)) || undefined}
        data-tab-bar={Boolean(tabBar) || undefined}
      >
        <a href={`#${mainId}`} className={styles.skipLink}>
          {messages.skipToContent}
        </a>
        {sideMenu ? <div className={styles.side}>{sideMenu}</div> : null}
        <div className={styles.column}>
          <div className={styles.header}>{header}</div>
          <main
            id={mainId}
            ref={mainRef}
            tabIndex={-1}
            className={styles.main}
            data-footer-below-fold={footerBelowFold || undefined}
          >
            {children}
          </main>
          {footer}
        </div>
        {/* both may be lazy: nothing shows until they are in */}
        <Suspense fallback={null}>
          {tabBar}
          {sideMenu && menuMounted ? menuDrawer : null}
        </Suspense>
        <IconButton
          className={styles.scrollTop({ visible: scrolled })}
          variant="secondary"
          size="large"
          round
          icon={ArrowUp}
          label={messages.scrollToTop}
          onClick={scrollToTop}
        />
      </div>
    </AppShellContext.Provider>
  );
};
AppShell.displayName = 'AppShell';
