import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';
import { logo as headerLogo, start as headerStart } from '../Header/Header.css';

export const shell = style({
  display: 'flex',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
});

// One logo (issue 19): while the side menu is open it shows the brand, so the header leaves its own out and
// gives the room to the nav; beside the collapsed rail the header's logo is the brand again.
globalStyle(`${shell}[data-side-logo="true"] ${headerLogo}`, { display: 'none' });
globalStyle(`${shell}[data-side-logo="true"] ${headerStart}[data-logo-only="true"]`, { display: 'none' });

export const side = style({
  position: 'sticky',
  top: 0,
  alignSelf: 'flex-start',
  height: '100vh',
  zIndex: vars.zIndex.sideMenu,
  flexShrink: 0,
});

export const column = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const header = style({ position: 'sticky', top: 0, zIndex: vars.zIndex.header });

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.gutter,
  ':focus': { outline: 'none' },
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
  },
  variants: {
    visible: {
      true: { opacity: 1, transform: 'none' },
      false: { opacity: 0, transform: 'translateY(12px)', pointerEvents: 'none', visibility: 'hidden' },
    },
  },
});
