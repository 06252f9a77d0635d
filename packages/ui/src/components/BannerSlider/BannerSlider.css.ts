import { fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { aspectVar, dotsRow, narrow } from '../BannerPlaceholder/BannerPlaceholder.css';
export { aspectVar, frame, skeleton } from '../BannerPlaceholder/BannerPlaceholder.css';
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

// one ratio at every width (the art's): the text sizes itself to the banner instead, so the room kept
// while the banners load (BannerPlaceholder) is the room they take
const captionedBox = { aspectRatio: fallbackVar(aspectVar, '3 / 1') } as const;

export const captioned = style({
  ...captionedBox,
  background: 'linear-gradient(135deg, #1b2140, #0b0f1f)',
  position: 'relative',
  isolation: 'isolate',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  overflow: 'hidden',
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

globalStyle(`${captioned} > ${image}`, {
  position: 'absolute',
  zIndex: -1,
  inset: 0,
  height: '100%',
  // the art keeps its illustration on the right, where a narrower crop still shows it
  objectPosition: 'right center',
  '@container': {
    // a phone-wide banner: the text takes its own panel and the art the end part only, so the picture
    // (which arrives with the lobby's script) is never larger than the greeting, the page's first paint
    [narrow]: { insetInlineStart: 'auto', width: '42%' },
  },
});

/** The text side: the art's calm left part, darkened a little more so the text reads on any art. */
export const caption = style({
  // not positioned: the call to action's cover spans the whole slide, not only this column
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: 'clamp(6px, 2cqi, 18px)',
  boxSizing: 'border-box',
  alignSelf: 'stretch',
  width: '62%',
  paddingBlock: 'clamp(8px, 3cqi, 40px)',
  paddingInlineStart: 'clamp(14px, 5cqi, 64px)',
  paddingInlineEnd: 'clamp(8px, 2cqi, 24px)',
  backgroundImage: 'linear-gradient(90deg, rgba(6, 8, 18, 0.72), rgba(6, 8, 18, 0.38) 70%, rgba(6, 8, 18, 0))',
  color: '#FFFFFF',
  selectors: { '[dir="rtl"] &': { backgroundImage: 'linear-gradient(270deg, rgba(6, 8, 18, 0.72), rgba(6, 8, 18, 0.38) 70%, rgba(6, 8, 18, 0))' } },
  '@container': { [narrow]: { width: '62%' } },
});

export const headline = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: 800,
  // follows the banner's width: three lines of the longest headline fit at every width
  fontSize: 'clamp(13px, 3.4cqi, 40px)',
  lineHeight: 1.2,
  textWrap: 'balance',
  overflowWrap: 'anywhere',
  textShadow: '0 1px 2px rgba(0, 0, 0, 0.45)',
});

export const cta = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 'clamp(26px, 4.4cqi, 48px)',
  paddingInline: 'clamp(12px, 2.4cqi, 28px)',
  borderRadius: vars.radius.full,
  background: vars.color.gold,
  color: vars.color.onGold,
  fontFamily: vars.font.body,
  fontWeight: 700,
  fontSize: 'clamp(13px, 1.7cqi, 18px)',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  boxShadow: '0 2px 8px rgba(0, 0, 0, 0.35)',
  // the whole banner opens what the call to action opens
  '::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
  ':hover': { filter: 'brightness(1.08)' },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
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
// the dots sit at the end, beside the pause button, clear of a headline's call to action at the start
globalStyle(`${root} .swiper-pagination.swiper-pagination-horizontal`, {
  insetInlineStart: 'auto',
  insetInlineEnd: `calc(${vars.controlHeight.small} + ${vars.space.small} + ${vars.space.xxsmall})`,
  width: 'auto',
  bottom: vars.space.small,
  display: 'flex',
  alignItems: 'center',
  height: vars.controlHeight.small,
  '@container': {
    // a phone-wide banner: the dots take a row of their own under the art
    [narrow]: {
      position: 'static',
      justifyContent: 'center',
      width: '100%',
      height: dotsRow,
      background: vars.color.surfaceSunken,
    },
  },
});
globalStyle(`${root} .swiper-pagination-bullet::before`, {
  '@container': { [narrow]: { background: vars.color.textMuted, boxShadow: 'none' } },
});
globalStyle(`${root} .swiper-pagination-bullet-active::before`, { width: 20, background: vars.color.accent });
globalStyle(`${root} .swiper-pagination-bullet:focus-visible`, { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 });

export const pause = style({
  '@container': { [narrow]: { insetBlockEnd: 0, border: 'none' } },
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
  // opaque enough to read over any slide without a backdrop blur (which recomposites every slide frame)
  background: 'rgba(8, 12, 24, 0.72)',
  color: '#FFFFFF',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast}`,
  ':hover': { background: 'rgba(8, 12, 24, 0.85)' },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

