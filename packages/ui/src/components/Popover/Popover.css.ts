import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

const reveal = keyframes({
  from: { opacity: 0, transform: 'scale(0.97)' },
  to: { opacity: 1, transform: 'none' },
});

/** Above dialogs, so a popover opened inside a dialog shows over it. */
export const content = style({
  position: 'relative',
  zIndex: `calc(${vars.zIndex.dialog} + 1)`,
  maxWidth: 'min(360px, calc(100vw - 16px))',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  fontFamily: vars.font.body,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  transformOrigin: 'var(--radix-popover-content-transform-origin)',
  animation: `${reveal} ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  ':focus': { outline: 'none' },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** The scrolling inside of the panel, so the arrow outside it is not clipped. */
export const body = recipe({
  base: {
    maxHeight: 'calc(var(--radix-popover-content-available-height) - 2px)',
    overflowY: 'auto',
    borderRadius: 'inherit',
  },
  variants: {
    padding: {
      none: { padding: 0 },
      small: { padding: vars.space.small },
      medium: { padding: vars.space.medium },
    },
  },
  defaultVariants: { padding: 'medium' },
});

export const arrow = style({ fill: vars.color.surfaceRaised });

export const close = style({ position: 'absolute', top: vars.space.xxsmall, insetInlineEnd: vars.space.xxsmall });

export const withClose = style({ paddingInlineEnd: vars.space.xlarge });
