import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

const shimmer = keyframes({
  from: { backgroundPosition: '150% 0' },
  to: { backgroundPosition: '-50% 0' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    backgroundColor: vars.color.skeleton,
    backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.skeletonHighlight} 50%, transparent 100%)`,
    backgroundSize: '200% 100%',
    backgroundRepeat: 'no-repeat',
    animation: `${shimmer} 1.4s ease-in-out infinite`,
    '@media': {
      // still, flat placeholder: no shimmer for people who ask for less motion
      '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
    },
  },
  variants: {
    shape: {
      text: { height: '0.8em', borderRadius: vars.radius.small, marginBlock: '0.35em' },
      rect: { borderRadius: vars.radius.medium },
      circle: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { shape: 'rect' },
});

export const lines = style({ display: 'flex', flexDirection: 'column', width: '100%' });

