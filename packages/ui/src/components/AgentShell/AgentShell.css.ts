import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints';
import { vars } from '../../themes/vars.css';

export const root = style({
  display: 'flex',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const sidebar = style({
  display: 'none',
  flexDirection: 'column',
  position: 'sticky',
  top: 0,
  flexShrink: 0,
  width: '15.5rem',
  height: '100vh',
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  '@media': { [media.desktop]: { display: 'flex' } },
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '4rem',
  paddingInline: vars.space.large,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const sidebarScroll = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  paddingBlock: vars.space.small,
  scrollbarWidth: 'thin',
});

export const drawerBody = style({ paddingInline: 0 });

export const nav = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const section = style({ paddingInline: vars.space.small });

export const sectionTitle = style({
  margin: 0,
  paddingInline: vars.space.small,
  paddingBottom: vars.space.xxsmall,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  minHeight: '2.75rem',
  paddingInline: vars.space.small,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.text.small.fontSize,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast}, color ${vars.motion.durationFast}`,
  ':hover': { background: vars.color.surfaceHover, color: vars.color.text },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  selectors: {
    '&[aria-current="page"]': { background: vars.color.accentSoft, color: vars.color.accentText },
    // a bar on the start edge marks the current page without relying on colour alone
    '&[aria-current="page"]::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 0,
      insetBlock: vars.space.xsmall,
      width: 3,
      borderRadius: vars.radius.full,
      background: vars.color.accent,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const itemIcon = style({ flexShrink: 0 });

export const itemLabel = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const badge = style({
  minWidth: '1.25rem',
  height: '1.25rem',
  paddingInline: '0.375rem',
  borderRadius: vars.radius.full,
  background: vars.color.critical,
  color: vars.color.onCritical,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: '1.25rem',
  fontWeight: vars.fontWeight.strong,
  textAlign: 'center',
});

export const main = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  // a phone's bar is narrower than the menu, title, clock and log out together: the clock and log out take a
  // second row rather than push the page sideways
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: '4rem',
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { paddingInline: vars.space.large, gap: vars.space.medium } },
});

export const menuButton = style({ '@media': { [media.desktop]: { display: 'none' } } });

export const title = style({
  minWidth: 0,
  fontSize: vars.text.large.fontSize,
  fontWeight: vars.fontWeight.strong,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const clock = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginInlineStart: 'auto',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.text.small.fontSize,
  whiteSpace: 'nowrap',
});

export const clockIcon = style({ color: vars.color.accentText, flexShrink: 0 });

export const clockText = style({ fontVariantNumeric: 'tabular-nums', direction: 'ltr' });

export const clockDate = style({
  color: vars.color.textMuted,
  display: 'none',
  '@media': { [media.tablet]: { display: 'inline' } },
});

export const clockTime = style({ fontWeight: vars.fontWeight.strong });

export const offset = style({
  color: vars.color.goldText,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  direction: 'ltr',
});

export const user = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  maxWidth: '12rem',
  '@media': { [media.tablet]: { display: 'flex' } },
});

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
});

export const nickname = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.text.small.fontSize,
  fontWeight: vars.fontWeight.medium,
});

export const logout = style({ flexShrink: 0 });

export const content = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.medium,
  '@media': { [media.tablet]: { padding: vars.space.large } },
});
