import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';
import { media } from '../../css/breakpoints';
import { authButtons as headerAuthButtons, logo as headerLogo, start as headerStart } from '../Header/Header.css';
import { tabBarHeight } from '../BottomTabBar/BottomTabBar.css';

/** Below the tablet breakpoint: a phone, where a tab bar and a drawer take the side menu's place. */
const phone = `screen and (max-width: 767.98px)`;
/** The room a phone's tab bar takes at the bottom, with the home indicator's inset. */
const tabBarRoom = `calc(${tabBarHeight} + env(safe-area-inset-bottom))`;

export const shell = style({
  display: 'flex',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
});

// One logo (issue 19): while the side menu is open it shows the brand, so the header leaves its own out and
// gives the room to the nav; beside the collapsed rail the header's logo is the brand again.
// On a phone whose side menu is a drawer, no rail shows the brand: the header keeps its logo.
const sideLogo = `${shell}[data-side-logo="true"]:not([data-menu-drawer="true"])`;
const sideLogoAboveTablet = `${shell}[data-side-logo="true"][data-menu-drawer="true"]`;
globalStyle(`${sideLogo} ${headerLogo}`, { display: 'none' });
globalStyle(`${sideLogo} ${headerStart}[data-logo-only="true"]`, { display: 'none' });
// (there the header's start holds only the phone's menu button, hidden from tablets up, and the logo)
globalStyle(`${sideLogoAboveTablet} ${headerStart}`, { '@media': { [media.tablet]: { display: 'none' } } });
// The header hides its logo on a narrow header beside the rail; with the drawer there is no rail, so it stays.
globalStyle(`${shell}[data-menu-drawer="true"] ${headerLogo}`, {
  '@media': { [phone]: { '@container': { '(max-width: 24rem)': { display: 'contents' } } } },
});
// A phone's tab bar carries log in and register (the site puts them there): the header leaves them out.
globalStyle(`${shell}[data-tab-bar="true"] ${headerAuthButtons}`, { '@media': { [phone]: { display: 'none' } } });

export const side = style({
  position: 'sticky',
  top: 0,
  alignSelf: 'flex-start',
  height: '100vh',
  zIndex: vars.zIndex.sideMenu,
  flexShrink: 0,
  // a phone opens the side menu as a drawer instead of giving a third of its width to the rail
  '@media': { [phone]: { selectors: { '[data-menu-drawer="true"] > &': { display: 'none' } } } },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  '@media': { [phone]: { selectors: { '[data-tab-bar="true"] > &': { paddingBlockEnd: tabBarRoom } } } },
});

export const header = style({ position: 'sticky', top: 0, zIndex: vars.zIndex.header });

/** AppShellMenuButton: only on a phone, and only where the shell has a drawer to open. */
export const menuButton = style({
  display: 'none',
  '@media': { [phone]: { selectors: { '[data-menu-drawer="true"] &': { display: 'inline-flex' } } } },
});

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.gutter,
  // a landscape phone's notch and rounded corners (the site's viewport-fit=cover lets the page reach them)
  paddingInlineStart: `max(${vars.space.gutter}, env(safe-area-inset-left))`,
  paddingInlineEnd: `max(${vars.space.gutter}, env(safe-area-inset-right))`,
  ':focus': { outline: 'none' },
  selectors: { '&[data-footer-below-fold="true"]': { minHeight: '100vh' } },
});

export const skipLink = style({
  position: 'absolute',
  top: vars.space.xsmall,
  insetInlineStart: vars.space.xsmall,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  ':focus': { transform: 'none' },
});

export const scrollTop = recipe({
  base: {
    position: 'fixed',
    bottom: vars.space.large,
    insetInlineEnd: vars.space.large,
    zIndex: vars.zIndex.sticky,
    boxShadow: vars.shadow.medium,
    // visibility keeps the hidden button out of the tab order and the accessibility tree
    transition: `opacity ${vars.motion.durationStandard}, transform ${vars.motion.durationStandard} ${vars.motion.easingStandard}, visibility ${vars.motion.durationStandard}`,
    // above a phone's tab bar
    '@media': {
      [phone]: { selectors: { '[data-tab-bar="true"] > &': { bottom: `calc(${tabBarRoom} + ${vars.space.medium})` } } },
    },
  },
  variants: {
    visible: {
      true: { opacity: 1, transform: 'none' },
      false: { opacity: 0, transform: 'translateY(12px)', pointerEvents: 'none', visibility: 'hidden' },
    },
  },
});
