import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints, media } from '../../css/breakpoints';
import { vars } from '../../themes/vars.css';
import { visuallyHiddenRules } from '../../css/visuallyHidden';

// Mobile first: below the tablet breakpoint every row is a card of label/value pairs;
// from the tablet up it is an ordinary table in a raised panel.

const belowTablet = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

export const scroller = style({
  minWidth: 0,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  '@media': {
    [media.tablet]: {
      overflowX: 'auto',
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.large,
      boxShadow: vars.shadow.small,
    },
  },
});

export const table = style({
  display: 'block',
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontFamily: vars.font.body,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.text,
  '@media': { [media.tablet]: { display: 'table' } },
});

export const caption = recipe({
  base: { textAlign: 'start', color: vars.color.text },
  variants: {
    hidden: {
      true: visuallyHiddenRules,
      false: {
        display: 'block',
        paddingBottom: vars.space.small,
        fontSize: vars.heading['4'].fontSize,
        lineHeight: vars.heading['4'].lineHeight,
        fontWeight: vars.fontWeight.strong,
        '@media': {
          [media.tablet]: {
            display: 'table-caption',
            padding: `${vars.space.medium} ${vars.space.medium} ${vars.space.small}`,
            background: vars.color.surface,
          },
        },
      },
    },
  },
  defaultVariants: { hidden: true },
});

export const head = recipe({
  base: {
    display: 'block',
    marginBottom: vars.space.small,
    '@media': { [media.tablet]: { display: 'table-header-group', marginBottom: 0 } },
  },
  variants: {
    // with nothing to sort, the header row has no job on a phone: keep it for screen readers only
    sortable: { true: {}, false: { '@media': { [belowTablet]: visuallyHiddenRules } } },
  },
});

export const headRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  '@media': { [media.tablet]: { display: 'table-row' } },
});

export const headerCell = recipe({
  base: {
    display: 'block',
    fontWeight: vars.fontWeight.medium,
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
    '@media': {
      [media.tablet]: {
        display: 'table-cell',
        paddingBlock: vars.space.small,
        paddingInline: vars.space.medium,
        background: vars.color.surfaceSunken,
        borderBottom: `1px solid ${vars.color.border}`,
        fontSize: vars.text.xsmall.fontSize,
        letterSpacing: '0.04em',
        textTransform: 'uppercase',
        verticalAlign: 'middle',
      },
    },
  },
  variants: {
    align: {
      start: { '@media': { [media.tablet]: { textAlign: 'start' } } },
      center: { '@media': { [media.tablet]: { textAlign: 'center' } } },
      end: { '@media': { [media.tablet]: { textAlign: 'end' } } },
    },
    // on a phone only the sortable headers show, as a row of sort chips
    sortable: { true: {}, false: { '@media': { [belowTablet]: visuallyHiddenRules } } },
  },
  defaultVariants: { align: 'start', sortable: false },
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.controlHeight.small,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  letterSpacing: 'inherit',
  textTransform: 'inherit',
  cursor: 'pointer',
  transition: `color ${vars.motion.durationFast}, background-color ${vars.motion.durationFast}`,
  ':hover': { color: vars.color.text },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  selectors: {
    '[aria-sort] > &': { color: vars.color.onAccent, borderColor: vars.color.accent, background: vars.color.accent },
  },
  '@media': {
    [media.tablet]: {
      minHeight: 0,
      marginInline: `calc(-1 * ${vars.space.xxsmall})`,
      paddingInline: vars.space.xxsmall,
      border: 0,
      borderRadius: vars.radius.small,
      background: 'transparent',
      selectors: { '[aria-sort] > &': { background: 'transparent', color: vars.color.accentText } },
    },
  },
});

export const sortIcon = style({ opacity: 0.8 });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': { [media.tablet]: { display: 'table-row-group' } },
});

/**
 * Rows about to be replaced (`busy`). Only the pointer says so: dimmed text would fall under the contrast the
 * rows must keep, and the status line announces the load.
 */
export const stale = style({ cursor: 'progress' });

export const row = recipe({
  base: {
    display: 'grid',
    gap: vars.space.xsmall,
    padding: vars.space.medium,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    '@media': {
      [media.tablet]: {
        display: 'table-row',
        padding: 0,
        border: 0,
        borderRadius: 0,
        transition: `background-color ${vars.motion.durationFast}`,
      },
    },
  },
  variants: {
    kind: {
      data: { '@media': { [media.tablet]: { selectors: { '&:hover': { background: vars.color.surfaceHover } } } } },
      state: { padding: 0, '@media': { [media.tablet]: {} } },
      footer: {
        background: vars.color.surfaceSunken,
        borderColor: vars.color.borderStrong,
        fontWeight: vars.fontWeight.strong,
      },
    },
  },
  defaultVariants: { kind: 'data' },
});

export const cell = recipe({
  base: {
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: vars.space.medium,
    minWidth: 0,
    textAlign: 'end',
    fontWeight: 'inherit',
    '@media': {
      // a totals card lists only the columns that have a total
      [belowTablet]: { selectors: { '&[data-blank]': { display: 'none' } } },
      [media.tablet]: {
        display: 'table-cell',
        paddingBlock: vars.space.small,
        paddingInline: vars.space.medium,
        borderBottom: `1px solid ${vars.color.border}`,
        verticalAlign: 'middle',
      },
    },
  },
  variants: {
    align: {
      start: { '@media': { [media.tablet]: { textAlign: 'start' } } },
      center: { '@media': { [media.tablet]: { textAlign: 'center' } } },
      end: { '@media': { [media.tablet]: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } } },
    },
  },
  defaultVariants: { align: 'start' },
});

// the last body row needs no rule under it: the panel's border closes the table
globalStyle(`${body} > tr:last-child > td`, { '@media': { [media.tablet]: { borderBottom: 0 } } });
globalStyle(`${body} + tfoot > tr > *`, { '@media': { [media.tablet]: { borderTop: `1px solid ${vars.color.borderStrong}`, borderBottom: 0 } } });

export const mobileLabel = style({
  flexShrink: 0,
  maxWidth: '50%',
  textAlign: 'start',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  '@media': { [media.tablet]: { display: 'none' } },
});

// A card (phone) may break a long value anywhere; a table column wraps between words only, so it sizes
// to its longest word instead of squeezing "Super Ace" into "Supe/r Ace" beside wide money columns.
export const cellValue = style({ minWidth: 0, overflowWrap: 'anywhere', '@media': { [media.tablet]: { overflowWrap: 'break-word' } } });

export const footer = style({
  display: 'block',
  marginTop: vars.space.small,
  '@media': { [media.tablet]: { display: 'table-footer-group', marginTop: 0 } },
});

export const stateCell = style({
  display: 'block',
  '@media': { [media.tablet]: { display: 'table-cell', padding: 0 } },
});

export const stateBlock = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
});

export const stateIcon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '3rem',
    height: '3rem',
    marginBottom: vars.space.xsmall,
    borderRadius: vars.radius.full,
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceSunken, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` },
      critical: { background: vars.color.criticalSoft, color: vars.color.criticalText },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const stateTitle = style({ fontSize: vars.text.standard.fontSize, fontWeight: vars.fontWeight.strong, color: vars.color.text });
export const stateText = style({ color: vars.color.textMuted, maxWidth: '32rem' });
export const stateAction = style({ marginTop: vars.space.small });

const shimmer = keyframes({ from: { backgroundPosition: '200% 0' }, to: { backgroundPosition: '-200% 0' } });

export const skeleton = style({
  display: 'inline-block',
  width: '100%',
  maxWidth: '9rem',
  height: '0.75rem',
  borderRadius: vars.radius.full,
  background: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  verticalAlign: 'middle',
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
