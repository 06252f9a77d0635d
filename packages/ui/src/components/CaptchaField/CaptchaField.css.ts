import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const image = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '6.5rem',
  height: `calc(${vars.controlHeight.large} - 0.75rem)`,
  overflow: 'hidden',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const img = style({ width: '100%', height: '100%', objectFit: 'contain', display: 'block' });

const shimmer = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } });

export const placeholder = style({
  display: 'block',
  width: '100%',
  height: '100%',
  background: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

// sits at the field's inline end, nudged into the padding
export const refresh = style({ marginInlineEnd: `calc(-1 * ${vars.space.xxsmall})` });
