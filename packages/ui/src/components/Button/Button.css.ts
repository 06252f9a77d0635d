import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    border: '1px solid transparent',
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.strong,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transition: ['background-color', 'border-color', 'color', 'box-shadow', 'transform']
      .map((p) => `${p} ${vars.motion.durationFast} ${vars.motion.easingStandard}`)
      .join(', '),
    ':active': { transform: 'translateY(1px)' },
    ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55, transform: 'none' },
      '&[data-loading="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        boxShadow: vars.shadow.small,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.accentHover } },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.surfaceHover } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.surfaceHover } },
      },
      danger: {
        background: vars.color.critical,
        color: vars.color.onCritical,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.criticalHover } },
      },
      gold: {
        background: vars.color.gold,
        color: vars.color.onGold,
        boxShadow: vars.shadow.small,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { filter: 'brightness(1.06)' } },
      },
    },
    size: {
      small: {
        height: vars.controlHeight.small,
        paddingInline: vars.space.small,
        fontSize: vars.text.small.fontSize,
        borderRadius: vars.radius.small,
      },
      medium: { height: vars.controlHeight.medium, paddingInline: vars.space.medium, fontSize: vars.text.small.fontSize },
      large: { height: vars.controlHeight.large, paddingInline: vars.space.large, fontSize: vars.text.standard.fontSize },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** Keeps the label's width (and its accessible name) while the spinner shows, so the button does not jump. */
export const hiddenContent = style({ opacity: 0, display: 'inline-flex', alignItems: 'center', gap: 'inherit' });
export const content = style({ display: 'inline-flex', alignItems: 'center', gap: 'inherit', minWidth: 0 });
export const spinnerOverlay = style({ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' });
