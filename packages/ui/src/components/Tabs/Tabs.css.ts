import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

/** Scrolls sideways when the triggers do not fit (phones), with no visible scrollbar. */
export const list = recipe({
  base: {
    display: 'flex',
    alignItems: 'stretch',
    gap: vars.space.xxsmall,
    minWidth: 0,
    overflowX: 'auto',
    overflowY: 'hidden',
    scrollbarWidth: 'none',
    scrollSnapType: 'x proximity',
    overscrollBehaviorX: 'contain',
    WebkitOverflowScrolling: 'touch',
    selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  },
  variants: {
    variant: {
      line: { boxShadow: `inset 0 -1px 0 ${vars.color.border}` },
      pill: {
        padding: vars.space.xxsmall,
        background: vars.color.surfaceSunken,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.full,
        width: 'fit-content',
        maxWidth: '100%',
      },
    },
    fullWidth: { true: { width: '100%', maxWidth: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'line', fullWidth: false },
});

export const trigger = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    flexShrink: 0,
    scrollSnapAlign: 'start',
    margin: 0,
    border: 0,
    background: 'transparent',
    color: vars.color.textMuted,
    fontFamily: vars.font.body,
    fontSize: vars.text.small.fontSize,
    lineHeight: vars.text.small.lineHeight,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transition: ['color', 'background-color', 'box-shadow']
      .map((p) => `${p} ${vars.motion.durationFast} ${vars.motion.easingStandard}`)
      .join(', '),
    selectors: {
      '&:hover:not([data-disabled])': { color: vars.color.text },
      '&[data-state="active"]': { color: vars.color.text, fontWeight: vars.fontWeight.strong },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
    },
  },
  variants: {
    variant: {
      line: {
        height: vars.controlHeight.large,
        paddingInline: vars.space.medium,
        borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
        selectors: {
          '&:hover:not([data-disabled])': { background: vars.color.surfaceHover },
          // the accent underline marks the active tab; inset so it sits on the list's border line
          '&[data-state="active"]': { boxShadow: `inset 0 -2px 0 ${vars.color.accent}` },
        },
      },
      pill: {
        height: vars.controlHeight.small,
        paddingInline: vars.space.medium,
        borderRadius: vars.radius.full,
        selectors: {
          '&[data-state="active"]': { background: vars.color.accent, color: vars.color.onAccent, boxShadow: vars.shadow.small },
          '&[data-state="active"]:hover': { color: vars.color.onAccent },
        },
      },
    },
    fullWidth: { true: { flex: '1 0 auto' }, false: {} },
  },
  defaultVariants: { variant: 'line', fullWidth: false },
});

export const content = style({
  paddingBlockStart: vars.space.medium,
  outline: 'none',
  selectors: { '[data-cr-brand] &:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2, borderRadius: vars.radius.small } },
});
