import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { offscreenSlide } from './offscreenSlides.css';

export const root = style({ width: '100%', minWidth: 0 });

/** Swiper grows to 33,554,432 px inside grid/flex without these (TOOLCHAIN.md). */
export const swiper = style({ selectors: { '&.swiper': { width: '100%', minWidth: 0 } } });

export const slide = style([offscreenSlide, { height: 'auto' }]);

export const card = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
  cursor: 'pointer',
  transition: `border-color ${vars.motion.durationFast}, box-shadow ${vars.motion.durationStandard}`,
  ':hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.medium },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const staticCard = style([card, { cursor: 'default', ':hover': { borderColor: vars.color.border, boxShadow: 'none' } }]);

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const imageFallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '16 / 9',
  background: `linear-gradient(135deg, ${vars.color.accentSoft}, ${vars.color.surfaceSunken})`,
  color: vars.color.accentText,
});

export const title = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

const shimmer = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } });
export const skeletonRow = style({ display: 'grid', gap: 20, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', overflow: 'hidden' });
export const skeletonCard = style({
  aspectRatio: '16 / 11',
  borderRadius: vars.radius.large,
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});
