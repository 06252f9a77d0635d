import type { ReactNode } from 'react';
import { useMatches } from 'react-router-dom';
import { AppShell } from '@croupier/ui';
import { House, UserRound } from 'lucide-react';
import { SiteHeader } from './SiteHeader';
import { SiteSideMenu } from './SiteSideMenu';
import { SiteFooter } from './SiteFooter';
import { lazyIsland } from '@/shared/island';
import { loadShellIslands } from './loadShellIslands';
import { narrowScreen } from '@/shared/screen';

// A phone's tab bar comes with the shell's islands, right after the first paint (the first script has no room).
const SiteTabBar = lazyIsland(() => loadShellIslands().then((m) => m.SiteTabBar));
// A phone's side menu drawer: the kit mounts it on the first press of the header's menu button.
const SiteMenuDrawer = lazyIsland(() => import('./SiteMenuDrawer').then((m) => m.SiteMenuDrawer));


/**
 * Every non-agent route: side menu, header, content, footer and scroll-to-top (spec §2); on a phone, a bottom tab
 * bar and the side menu as a drawer instead of the rail (issue 19).
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  // Game pages (seamless, lottery) hide the side menu (spec §2): their route handle says so.
  const hideSideMenu = useMatches().some(
    (match) => (match.handle as { hideSideMenu?: boolean } | undefined)?.hideSideMenu,
  );
  return (
    <AppShell
      header={<SiteHeader />}
      sideMenu={hideSideMenu ? undefined : <SiteSideMenu rail />}
      footer={<SiteFooter />}
      tabBar={<SiteTabBar homeIcon={House} accountIcon={UserRound} />}
      menuDrawer={<SiteMenuDrawer />}
      // shown by default (spec §2), but on a phone an open menu would leave the page a sliver: start collapsed
      defaultSideMenuCollapsed={narrowScreen()}
      // pages fill in after the first paint (a member's list, a lobby's games): the footer never moves into view
      footerBelowFold
    >
      {children}
    </AppShell>
  );
}
