import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

/** The backdrop also scrolls, so a tall dialog stays reachable on small screens. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'grid',
  placeItems: 'center',
  overflowY: 'auto',
  padding: vars.space.medium,
  // no backdrop blur: blurring what animates behind a dialog recomposites every frame, a whole core on a
  // phone or a machine without GPU compositing; the scrim's own opacity sets the page back well enough
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.durationStandard} ${vars.motion.easingStandard}`,
});

export const content = recipe({
  base: {
    position: 'relative',
    zIndex: vars.zIndex.dialog,
    width: '100%',
    padding: vars.space.large,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.large,
    animation: `${rise} ${vars.motion.durationSlow} ${vars.motion.easingStandard}`,
    ':focus': { outline: 'none' },
  },
  variants: {
    size: {
      small: { maxWidth: 400 },
      medium: { maxWidth: 520 },
      large: { maxWidth: 760 },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const title = style({ paddingInlineEnd: vars.space.xlarge, marginBottom: vars.space.xsmall });

export const description = style({ color: vars.color.textMuted, marginBottom: vars.space.medium });

export const close = style({ position: 'absolute', top: vars.space.small, insetInlineEnd: vars.space.small });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  marginTop: vars.space.large,
});
