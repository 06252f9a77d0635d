import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const row = recipe({
  base: { display: 'flex', alignItems: 'flex-start', gap: vars.space.small, minWidth: 0 },
  variants: {
    switchPosition: {
      end: { justifyContent: 'space-between' },
      // the switch comes first visually; the label stays first in the DOM so it is read first
      start: { flexDirection: 'row-reverse', justifyContent: 'flex-end' },
    },
  },
  defaultVariants: { switchPosition: 'end' },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const label = recipe({
  base: {
    fontSize: vars.text.small.fontSize,
    lineHeight: vars.text.small.lineHeight,
    color: vars.color.text,
    cursor: 'pointer',
    overflowWrap: 'anywhere',
  },
  variants: { disabled: { true: { cursor: 'not-allowed', opacity: 0.55 }, false: {} } },
  defaultVariants: { disabled: false },
});

export const description = style({
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  color: vars.color.textMuted,
});

const trackWidth = '2.5rem';
const trackHeight = '1.5rem';
const inset = '3px';
const thumbSize = `calc(${trackHeight} - 2 * ${inset} - 2px)`;

export const track = style({
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  width: trackWidth,
  height: trackHeight,
  marginBlockStart: `calc((${vars.text.small.lineHeight} - ${trackHeight}) / 2)`,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationStandard} ${vars.motion.easingStandard}`,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[data-state="checked"]': { background: vars.color.accent, borderColor: vars.color.accent },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const thumb = style({
  display: 'block',
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  boxShadow: vars.shadow.small,
  transform: `translateX(${inset})`,
  transition: `transform ${vars.motion.durationStandard} ${vars.motion.easingStandard}, background-color ${vars.motion.durationStandard}`,
  selectors: {
    '&[data-state="checked"]': {
      background: vars.color.onAccent,
      transform: `translateX(calc(${trackWidth} - ${thumbSize} - ${inset} - 2px))`,
    },
    // logical: the thumb starts at the inline start
    '[dir="rtl"] &': { transform: `translateX(calc(-1 * ${inset}))` },
    '[dir="rtl"] &[data-state="checked"]': {
      transform: `translateX(calc(-1 * (${trackWidth} - ${thumbSize} - ${inset} - 2px)))`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
