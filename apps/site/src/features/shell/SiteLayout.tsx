import type { ReactNode } from 'react';
import { useMatches } from 'react-router-dom';
import { AppShell } from '@croupier/ui';
import { SiteHeader } from './SiteHeader';
import { SiteSideMenu } from './SiteSideMenu';
import { SiteFooter } from './SiteFooter';

/** Below this width the side menu starts collapsed; the prerendered home has a page for each side of it. */
export const narrowScreenQuery = '(max-width: 47.99rem)';

const narrowScreen = () => typeof window !== 'undefined' && window.matchMedia?.(narrowScreenQuery).matches === true;

/** Every non-agent route: side menu, header, content, footer and scroll-to-top (spec §2). */
export function SiteLayout({ children }: { children: ReactNode }) {
  // Game pages (seamless, lottery) hide the side menu (spec §2): their route handle says so.
  const hideSideMenu = useMatches().some(
    (match) => (match.handle as { hideSideMenu?: boolean } | undefined)?.hideSideMenu,
  );
  return (
    <AppShell
      header={<SiteHeader />}
      sideMenu={hideSideMenu ? undefined : <SiteSideMenu />}
      footer={<SiteFooter />}
      // shown by default (spec §2), but on a phone an open menu would leave the page a sliver: start collapsed
      defaultSideMenuCollapsed={narrowScreen()}
    >
      {children}
    </AppShell>
  );
}
