import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { visuallyHiddenRules } from '../../css/visuallyHidden';

/*
 * Widths of the header itself (a container: it depends on the side menu, not only on the viewport).
 * Below `compact` the member's actions (deposit, withdraw) show only their icons; below `stacked` the
 * balance takes a row of its own under the controls, so a phone's header (even a 320px one beside the
 * side menu's rail) fits without scrolling sideways; below `tiny` the paddings and gaps shrink.
 */
const compact = '(max-width: 52rem)';
const stacked = '(max-width: 42rem)';
const tiny = '(max-width: 20rem)';

export const header = style({
  // the nav shows by the header's own width, which depends on the side menu, not the viewport's
  containerType: 'inline-size',
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.small,
});

/** The header's row; inside the container, so its own paddings can follow the header's width. */
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: '4rem',
  paddingInline: vars.space.gutter,
  '@container': {
    [stacked]: {
      gap: vars.space.xsmall,
      paddingInline: vars.space.small,
      paddingBlock: vars.space.xsmall,
    },
    [tiny]: { paddingInline: vars.space.xsmall },
  },
});

export const start = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexShrink: 0,
  // holding only a hidden logo, it would still cost the row a gap
  '@container': {
    '(max-width: 24rem)': { selectors: { '&[data-logo-only="true"]': { display: 'none' } } },
  },
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
  '@container': { '(min-width: 68rem)': { display: 'none' }, [stacked]: { display: 'none' } },
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexShrink: 0,
  marginInlineStart: 'auto',
  // narrow: the controls take the row and wrap (the balance onto a row of its own) rather than overflow
  '@container': {
    [stacked]: { flex: '1 1 0', minWidth: 0, flexWrap: 'wrap', justifyContent: 'flex-end' },
    [tiny]: { columnGap: vars.space.xxsmall },
  },
});

export const authButtons = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

/** HeaderMemberArea: balance, the member's actions, then the avatar menu. */
export const memberArea = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  // narrow: its parts join the header's wrapping row, so the balance can move under the controls
  '@container': { [stacked]: { display: 'contents' } },
});

export const memberBalance = style({
  display: 'flex',
  // last, on a row of its own: the controls keep the header's first row
  '@container': { [stacked]: { order: 1, flexBasis: '100%', justifyContent: 'flex-end' } },
});

export const memberActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  '@container': { [tiny]: { gap: vars.space.xxsmall } },
});

/** HeaderAction: icon and label; narrow, a square icon button whose label is still its accessible name. */
export const action = style({
  '@container': { [compact]: { width: vars.controlHeight.small, paddingInline: 0 } },
});

export const actionLabel = style({
  '@container': {
    // visually hidden (not display:none), so the link keeps its name for assistive technology
    [compact]: visuallyHiddenRules,
  },
});
