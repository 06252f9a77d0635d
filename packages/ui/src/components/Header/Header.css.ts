import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { visuallyHiddenRules } from '../../css/visuallyHidden';
import { floatingSurfaceRules } from '../../css/floatingSurface';

/*
 * Widths of the header itself (a container: it depends on the side menu, not only on the viewport).
 * Below `roomy` the member's minor actions (withdraw, VIP) show only their icons, so the top nav keeps a row
 * worth having; below `compact` the member's actions (deposit, withdraw) show only their icons; below `stacked` the
 * balance takes a row of its own under the controls, so a phone's header (even a 320px one beside the
 * side menu's rail) fits without scrolling sideways; below `tiny` the paddings and gaps shrink.
 */
const roomy = '(max-width: 80rem)';
const compact = '(max-width: 52rem)';
const stacked = '(max-width: 42rem)';
const tiny = '(max-width: 20rem)';

export const header = style({
  // the nav shows by the header's own width, which depends on the side menu, not the viewport's
  containerType: 'inline-size',
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.small,
  // a phone's status bar and a landscape notch (the page reaches under them with viewport-fit=cover)
  paddingBlockStart: 'env(safe-area-inset-top)',
  paddingInlineStart: 'env(safe-area-inset-left)',
  paddingInlineEnd: 'env(safe-area-inset-right)',
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
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  // a phone's header keeps its controls; the side menu lists the categories
  '@container': { [stacked]: { display: 'none' } },
  selectors: { '&[data-menus="true"]': { overflow: 'visible' } },
});

/** One row, never wrapped: TopNav moves what does not fit into More. */
export const navList = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navCell = style({
  flexShrink: 0,
  selectors: {
    // out of the row and out of sight, still drawn at its width so the row can measure it
    '&[data-overflow="true"]': {
      position: 'absolute',
      insetBlockStart: 0,
      insetInlineStart: 0,
      visibility: 'hidden',
      pointerEvents: 'none',
    },
    '[data-yielded="true"] > &': { visibility: 'hidden', pointerEvents: 'none' },
    '&:has(> button)': { position: 'relative' },
  },
});

/** The More disclosure's panel, under its button. */
export const morePanel = style({
  position: 'absolute',
  zIndex: vars.zIndex.overlay,
  insetBlockStart: '100%',
  insetInlineStart: 0,
  minWidth: '12rem',
  marginBlockStart: vars.space.xsmall,
  ...floatingSurfaceRules,
});

export const moreList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  height: vars.controlHeight.medium,
  paddingInline: vars.space.small,
  margin: 0,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.textMuted,
  // also a button (More)
  font: 'inherit',
  cursor: 'pointer',
  fontSize: vars.text.small.fontSize,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.motion.durationFast}, color ${vars.motion.durationFast}`,
  ':hover': { color: vars.color.text, background: vars.color.surfaceHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  selectors: {
    '&[aria-current="page"]': { color: vars.color.accentText, background: vars.color.accentSoft },
    '&[aria-expanded="true"]': { color: vars.color.text, background: vars.color.surfaceHover },
  },
});

/** An item in More: the row's link, as wide as the panel. */
export const moreLink = style([navLink, { display: 'flex', width: '100%' }]);

export const spacer = style({
  flex: 1,
  '@container': { [stacked]: { display: 'none' } },
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
const iconOnly = { width: vars.controlHeight.small, paddingInline: 0 };

export const action = style({
  '@container': {
    // a laptop beside the side menu: the minor actions (withdraw, VIP) leave the nav room; deposit keeps its label
    [roomy]: { selectors: { '&[data-minor="true"]': iconOnly } },
    [compact]: iconOnly,
  },
});

export const actionLabel = style({
  '@container': {
    // visually hidden (not display:none), so the link keeps its name for assistive technology
    [roomy]: { selectors: { '[data-minor="true"] > &': visuallyHiddenRules } },
    [compact]: visuallyHiddenRules,
  },
});
