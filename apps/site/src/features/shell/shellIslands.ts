// The shell's parts beyond the first script (region flag, footer, tab bar), in one chunk: each island the first
// script can load names its files there, so fewer chunks keep it within its budget. The side menu's extras (banner
// slider, QR codes) are a chunk of their own: a phone, whose rail is hidden, never loads them (SiteSideMenu).
export { SiteFooterContent } from './SiteFooterContent';
export { RegionButton } from './RegionButton';
export { SiteTabBar } from './SiteTabBar';
