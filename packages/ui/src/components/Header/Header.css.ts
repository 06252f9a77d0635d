import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const header = style({
  // the nav shows by the header's own width, which depends on the side menu, not the viewport's
  containerType: 'inline-size',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: '4rem',
  paddingInline: vars.space.gutter,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.small,
});

export const start = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexShrink: 0,
});

/** The logo; on a phone the header keeps only its actions (the side menu's rail shows the brand and home). */
export const logo = style({
  display: 'contents',
  '@container': { '(max-width: 24rem)': { display: 'none' } },
});

export const nav = style({
  display: 'none',
  flex: 1,
  minWidth: 0,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '@container': { '(min-width: 68rem)': { display: 'block' } },
  selectors: { '&[data-menus="true"]': { overflow: 'visible' } },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // with drop menus the row cannot scroll (it would clip their panels): it wraps instead
  selectors: { '[data-menus="true"] > &': { flexWrap: 'wrap', paddingBlock: vars.space.xxsmall } },
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  height: vars.controlHeight.medium,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.motion.durationFast}, color ${vars.motion.durationFast}`,
  ':hover': { color: vars.color.text, background: vars.color.surfaceHover },
  selectors: {
    '&[aria-current="page"]': { color: vars.color.accentText, background: vars.color.accentSoft },
  },
});

export const spacer = style({
  flex: 1,
  '@container': { '(min-width: 68rem)': { display: 'none' } },
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexShrink: 0,
  marginInlineStart: 'auto',
});

export const authButtons = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });
