import { SideMenuDrawer } from '@croupier/ui';
import { SiteSideMenu } from './SiteSideMenu';

/** A phone's side menu (issue 19): the site's side menu in the kit's drawer; loaded on its first opening. */
export function SiteMenuDrawer() {
  return (
    <SideMenuDrawer>
      <SiteSideMenu />
    </SideMenuDrawer>
  );
}
