import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({
  position: 'relative',
  width: '100%',
  minWidth: 0,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  boxShadow: vars.shadow.medium,
  vars: {
    '--swiper-pagination-bottom': vars.space.xxsmall,
    '--swiper-pagination-bullet-width': '24px',
    '--swiper-pagination-bullet-height': '24px',
    '--swiper-pagination-color': 'transparent',
    '--swiper-pagination-bullet-inactive-color': 'transparent',
    '--swiper-pagination-bullet-inactive-opacity': '1',
    '--swiper-pagination-bullet-horizontal-gap': '0px',
    '--swiper-pagination-bullet-border-radius': vars.radius.full,
  },
});

/** Swiper grows to 33,554,432 px inside grid/flex without these (TOOLCHAIN.md). */
export const swiper = style({ selectors: { '&.swiper': { width: '100%', minWidth: 0 } } });

export const slide = style({ position: 'relative', display: 'block', width: '100%' });

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const action = style({
  all: 'unset',
  display: 'block',
  width: '100%',
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 },
});

// Pagination: 24 px targets (WCAG 2.5.8) drawn as small dots; the current one a wide accent pill.
globalStyle(`${root} .swiper-pagination-bullet`, {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
});
globalStyle(`${root} .swiper-pagination-bullet::before`, {
  content: '""',
  display: 'block',
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  background: 'rgba(255, 255, 255, 0.6)',
  boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.25)',
  transition: `width ${vars.motion.durationStandard} ${vars.motion.easingStandard}, background-color ${vars.motion.durationStandard}`,
});
globalStyle(`${root} .swiper-pagination-bullet-active::before`, { width: 20, background: vars.color.accent });
globalStyle(`${root} .swiper-pagination-bullet:focus-visible`, { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 });

export const pause = style({
  position: 'absolute',
  zIndex: 11,
  insetBlockEnd: vars.space.small,
  insetInlineEnd: vars.space.small,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.controlHeight.small,
  height: vars.controlHeight.small,
  padding: 0,
  border: '1px solid rgba(255, 255, 255, 0.22)',
  borderRadius: vars.radius.full,
  background: 'rgba(8, 12, 24, 0.62)',
  color: '#FFFFFF',
  backdropFilter: 'blur(6px)',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast}`,
  ':hover': { background: 'rgba(8, 12, 24, 0.85)' },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

const shimmer = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } });
export const skeleton = style({
  width: '100%',
  borderRadius: vars.radius.large,
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});
