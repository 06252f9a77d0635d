import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const legend = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const requiredMark = style({ color: vars.color.criticalText, marginInlineStart: '0.25em' });

export const hint = style({ fontSize: vars.text.small.fontSize, lineHeight: vars.text.small.lineHeight, color: vars.color.textMuted });

export const group = recipe({
  base: { display: 'flex', gap: vars.space.small },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.large },
    },
  },
});

export const option = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small });

const size = '1.25rem';

export const radio = recipe({
  base: {
    all: 'unset',
    boxSizing: 'border-box',
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: size,
    height: size,
    marginBlockStart: `calc((${vars.text.small.lineHeight} - ${size}) / 2)`,
    background: vars.color.surfaceSunken,
    border: `1.5px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.full,
    cursor: 'pointer',
    transition: `border-color ${vars.motion.durationFast}`,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.textMuted },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
      '&[data-state="checked"]': { borderColor: vars.color.accent },
      '&[data-state="checked"]:hover:not(:disabled)': { borderColor: vars.color.accentHover },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    invalid: { true: { selectors: { '&[data-state="unchecked"]': { borderColor: vars.color.criticalText } } }, false: {} },
  },
  defaultVariants: { invalid: false },
});

export const dot = style({
  display: 'block',
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
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
