import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small });

const boxSize = '1.25rem';

export const box = recipe({
  base: {
    all: 'unset',
    boxSizing: 'border-box',
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: boxSize,
    height: boxSize,
    // centres the box on the label's first line
    marginBlockStart: `calc((${vars.text.small.lineHeight} - ${boxSize}) / 2)`,
    background: vars.color.surfaceSunken,
    border: `1.5px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.small,
    color: vars.color.onAccent,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.durationFast}, border-color ${vars.motion.durationFast}`,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.textMuted },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
      '&[data-state="checked"], &[data-state="indeterminate"]': {
        background: vars.color.accent,
        borderColor: vars.color.accent,
      },
      '&[data-state="checked"]:hover:not(:disabled), &[data-state="indeterminate"]:hover:not(:disabled)': {
        background: vars.color.accentHover,
        borderColor: vars.color.accentHover,
      },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    invalid: {
      true: { selectors: { '&[data-state="unchecked"]': { borderColor: vars.color.criticalText } } },
      false: {},
    },
  },
  defaultVariants: { invalid: false },
});

export const indicator = style({ display: 'inline-flex' });
export const tick = style({ strokeWidth: 3 });

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

export const requiredMark = style({ color: vars.color.criticalText, marginInlineStart: '0.25em' });

export const description = style({
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  color: vars.color.textMuted,
});
