import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { media } from '../../css/breakpoints';


export const root = style({
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  padding: vars.space.small,
  boxShadow: vars.shadow.small,
  // a phone shows the pages as one row that scrolls sideways; a tablet and up, as a column
  overflowX: 'auto',
  // The scroller must be the containing block of what it scrolls: a badge's visually hidden "4 unread" is
  // absolutely positioned, and without this its box took the page (the initial containing block) as its own,
  // escaped the scroller's clip at its static place 2,000 px along the row, and the page scrolled sideways.
  position: 'relative',
  scrollbarWidth: 'thin',
  '@media': { [media.tablet]: { overflowX: 'visible' } },
});

export const sections = style({
  display: 'flex',
  gap: vars.space.small,
  '@media': { [media.tablet]: { flexDirection: 'column', gap: vars.space.medium } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, flexShrink: 0 });

export const title = style({
  margin: 0,
  paddingInline: vars.space.small,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const list = style({
  display: 'flex',
  gap: 2,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { flexDirection: 'column' } },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: '2.75rem',
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.motion.durationFast}, color ${vars.motion.durationFast}`,
  ':hover': { background: vars.color.surfaceHover, color: vars.color.text },
  selectors: { '&[aria-current="page"]': { background: vars.color.accentSoft, color: vars.color.accentText } },
});

export const icon = style({ flexShrink: 0 });

export const label = style({ flex: 1, minWidth: 0 });
