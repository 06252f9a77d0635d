import type { ReactNode } from 'react';
import { AppShell } from '@croupier/ui';
import { SiteHeader } from './SiteHeader';
import { SiteSideMenu } from './SiteSideMenu';
import { SiteFooter } from './SiteFooter';

/** Every non-agent route: side menu, header, content, footer and scroll-to-top (spec §2). */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell header={<SiteHeader />} sideMenu={<SiteSideMenu />} footer={<SiteFooter />}>
      {children}
    </AppShell>
  );
}
