import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.medium,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}, color ${vars.motion.durationFast}`,
    ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    selectors: { '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 } },
  },
  variants: {
    variant: {
      ghost: {
        background: 'transparent',
        color: vars.color.textMuted,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceHover, color: vars.color.text } },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceHover } },
      },
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
      },
    },
    size: {
      small: { width: vars.controlHeight.small, height: vars.controlHeight.small, borderRadius: vars.radius.small },
      medium: { width: vars.controlHeight.medium, height: vars.controlHeight.medium },
      large: { width: vars.controlHeight.large, height: vars.controlHeight.large },
    },
    round: { true: { borderRadius: vars.radius.full }, false: {} },
  },
  defaultVariants: { variant: 'ghost', size: 'medium', round: false },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinning = style({
  animation: `${spin} 0.9s linear infinite`,
  // no rotation for people who asked for less motion: a dimmed icon still says "working"
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.6 } },
});
