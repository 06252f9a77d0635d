import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const label = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const requiredMark = style({ color: vars.color.criticalText, marginInlineStart: '0.25em' });

export const control = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    minHeight: vars.controlHeight.large,
    paddingInline: vars.space.small,
    background: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.medium,
    color: vars.color.text,
    transition: `border-color ${vars.motion.durationFast}, box-shadow ${vars.motion.durationFast}`,
    selectors: {
      '&:hover': { borderColor: vars.color.textMuted },
      '&:focus-within': { borderColor: vars.color.focusRing, boxShadow: `0 0 0 1px ${vars.color.focusRing}` },
    },
  },
  variants: {
    invalid: {
      true: {
        borderColor: vars.color.criticalText,
        selectors: {
          '&:hover': { borderColor: vars.color.criticalText },
          '&:focus-within': { borderColor: vars.color.criticalText, boxShadow: `0 0 0 1px ${vars.color.criticalText}` },
        },
      },
      false: {},
    },
    disabled: { true: { opacity: 0.55, cursor: 'not-allowed' }, false: {} },
  },
  defaultVariants: { invalid: false, disabled: false },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  minHeight: `calc(${vars.controlHeight.large} - 2px)`,
  padding: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.text.standard.fontSize,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { outline: 'none' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const hint = style({ fontSize: vars.text.small.fontSize, lineHeight: vars.text.small.lineHeight, color: vars.color.textMuted });
