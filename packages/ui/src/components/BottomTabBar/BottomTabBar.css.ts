import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { media } from '../../css/breakpoints';

/** The bar's height above the safe-area inset; AppShell keeps this much room under the page. */
export const tabBarHeight = '3.75rem';

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surfaceRaised,
  borderBlockStart: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.medium,
  // above the home indicator and clear of a landscape phone's rounded corners (index.html: viewport-fit=cover)
  paddingBlockEnd: 'env(safe-area-inset-bottom)',
  paddingInlineStart: 'env(safe-area-inset-left)',
  paddingInlineEnd: 'env(safe-area-inset-right)',
  // a phone's bar: tablets and up keep the side menu
  '@media': { [media.tablet]: { display: 'none' } },
});

export const list = style({ display: 'flex', margin: 0, padding: 0, listStyle: 'none' });

export const cell = style({ flex: '1 1 0', minWidth: 0 });

export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  width: '100%',
  height: tabBarHeight,
  paddingInline: vars.space.xxsmall,
  margin: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  ':hover': { color: vars.color.text },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  selectors: { '&[aria-current="page"]': { color: vars.color.accentText } },
});

/** The icon's pill; filled with the accent for the highlighted action and tinted for the current page. */
export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '1.75rem',
  borderRadius: vars.radius.full,
  transition: `background-color ${vars.motion.durationFast}`,
  selectors: {
    '[aria-current="page"] > &': { background: vars.color.accentSoft },
    '[data-highlight="true"] > &': { background: vars.color.accent, color: vars.color.onAccent },
  },
});

export const label = style({ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
