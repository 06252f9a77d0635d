import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/** A thin bar pinned to the top of the viewport, above the header and dialogs. */
export const track = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  height: 3,
  overflow: 'hidden',
  zIndex: vars.zIndex.toast,
  background: vars.color.accentSoft,
  pointerEvents: 'none',
});

export const bar = style({
  display: 'block',
  width: '40%',
  height: '100%',
  background: vars.color.accent,
  animation: `${sweep} 1.1s ${vars.motion.easingStandard} infinite`,
  // a still, full-width bar under reduced motion: the page still shows that it is loading
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.7 },
  },
});
