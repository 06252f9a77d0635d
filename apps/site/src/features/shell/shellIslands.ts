// The shell's parts beyond the first script (region flag, side menu extras, footer), in one chunk: each island the
// first script can load names its files there, so fewer chunks keep it within its budget.
export { SideMenuBottom, SideMenuTop } from './SideMenuExtras';
export { SiteFooterContent } from './SiteFooterContent';
export { RegionButton } from './RegionButton';
export { SiteTabBar } from './SiteTabBar';
