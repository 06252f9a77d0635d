import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

/** The card's own colour (spec §9: skyblue, green, purple, red), set per variant and colour mode. */
const hue = createVar();

// The four card colours are product colours, not brand tokens: every brand shows the same four.
// Light mode uses deeper shades so the tint keeps contrast on white.
const cardHue = (dark: string, light: string) => ({
  vars: { [hue]: dark },
  selectors: { 'html.light &, .light &': { vars: { [hue]: light } } },
});

const motion = `${vars.motion.durationStandard} ${vars.motion.easingStandard}`;

export const tile = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    borderRadius: vars.radius.large,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.small,
    overflow: 'hidden',
    isolation: 'isolate',
    transition: `transform ${motion}, box-shadow ${motion}, border-color ${motion}`,
    selectors: {
      '&:hover, &:focus-within': {
        borderColor: `color-mix(in srgb, ${hue} 65%, ${vars.color.border})`,
        boxShadow: `0 10px 28px -12px color-mix(in srgb, ${hue} 55%, transparent), ${vars.shadow.medium}`,
      },
      '&[data-interactive="true"]:hover': { transform: 'translateY(-2px)' },
    },
  },
  variants: {
    color: {
      skyblue: cardHue('#38BDF8', '#0284C7'),
      green: cardHue('#22C55E', '#16A34A'),
      purple: cardHue('#A855F7', '#9333EA'),
      red: cardHue('#F43F5E', '#E11D48'),
    },
  },
  defaultVariants: { color: 'skyblue' },
});
export type GameTileVariants = NonNullable<RecipeVariants<typeof tile>>;

// The name band comes first in the DOM (so Tab reaches the card before its small buttons), the art first on screen.
export const media = style({
  order: -1,
  position: 'relative',
  containerType: 'inline-size',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  background: `radial-gradient(120% 90% at 50% 0%, color-mix(in srgb, ${hue} 38%, ${vars.color.surfaceSunken}) 0%, ${vars.color.surfaceSunken} 75%)`,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${vars.motion.durationSlow} ${vars.motion.easingStandard}`,
  selectors: { [`${tile.classNames.base}:hover &`]: { transform: 'scale(1.04)' } },
});

export const fallback = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  textAlign: 'center',
  color: vars.color.text,
  background: `linear-gradient(150deg, color-mix(in srgb, ${hue} 42%, ${vars.color.surfaceSunken}) 0%, ${vars.color.surfaceSunken} 100%)`,
});

export const fallbackInitials = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.strong,
  fontSize: 'clamp(1.5rem, 22cqi, 2.75rem)',
  lineHeight: 1,
  letterSpacing: '0.02em',
});

export const fallbackNote = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  color: vars.color.textMuted,
});

const chip = {
  position: 'absolute',
  zIndex: 2,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  // a dark chip behind icons over artwork of any colour; opaque enough to need no backdrop blur, which
  // every scrolled frame would redraw for every tile (the lobby scrolls thousands of them)
  background: 'rgba(8, 12, 24, 0.78)',
  color: '#FFFFFF',
} as const;

export const hotBadge = style({
  ...chip,
  insetBlockStart: vars.space.xsmall,
  insetInlineStart: vars.space.xsmall,
  gap: 2,
  paddingBlock: 2,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.gold,
  color: vars.color.onGold,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.fontWeight.strong,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  boxShadow: vars.shadow.small,
});

export const favourite = style({
  ...chip,
  insetBlockStart: vars.space.xsmall,
  insetInlineEnd: vars.space.xsmall,
  width: vars.controlHeight.small,
  height: vars.controlHeight.small,
  padding: 0,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easingStandard}, background-color ${vars.motion.durationFast}`,
  ':hover': { background: 'rgba(8, 12, 24, 0.82)' },
  ':active': { transform: 'scale(0.92)' },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  selectors: { '&[aria-pressed="true"]': { color: '#FF5C7A' } },
});

const pop = keyframes({ '0%': { transform: 'scale(1)' }, '45%': { transform: 'scale(1.3)' }, '100%': { transform: 'scale(1)' } });

export const heart = style({
  width: 16,
  height: 16,
  selectors: { '[aria-pressed="true"] > &': { fill: 'currentColor', animation: `${pop} 320ms ${vars.motion.easingEmphasized}` } },
});

export const play = style({
  ...chip,
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  width: 52,
  height: 52,
  padding: 0,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  boxShadow: vars.shadow.large,
  cursor: 'pointer',
  transform: 'translate(-50%, -50%) scale(0.85)',
  opacity: 0,
  transition: `opacity ${motion}, transform ${motion}, background-color ${vars.motion.durationFast}`,
  ':hover': { background: vars.color.accentHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 3, opacity: 1 },
  selectors: {
    [`${tile.classNames.base}:hover &, ${tile.classNames.base}:focus-within &`]: {
      opacity: 1,
      transform: 'translate(-50%, -50%) scale(1)',
    },
    '[dir="rtl"] &': { transform: 'translate(50%, -50%) scale(0.85)' },
    [`[dir="rtl"] ${tile.classNames.base}:hover &, [dir="rtl"] ${tile.classNames.base}:focus-within &`]: {
      transform: 'translate(50%, -50%) scale(1)',
    },
  },
  '@media': {
    // touch screens have no hover: the button is always there
    '(hover: none)': { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
  },
});

export const playIcon = style({ width: 22, height: 22, marginInlineStart: 3, fill: 'currentColor' });

export const info = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  minWidth: 0,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderBlockStart: `2px solid ${hue}`,
  background: `linear-gradient(180deg, color-mix(in srgb, ${hue} 14%, ${vars.color.surface}) 0%, ${vars.color.surface} 100%)`,
});

export const title = style({
  margin: 0,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

/** The tile's main action, stretched over the whole card; the smaller buttons sit above it. */
export const action = style({
  all: 'unset',
  cursor: 'pointer',
  color: 'inherit',
  textDecoration: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1, borderRadius: 'inherit' },
  ':focus-visible': { outline: 'none' },
  selectors: {
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const vendor = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minWidth: 0,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  color: vars.color.textMuted,
});

export const vendorLogo = style({ width: 16, height: 16, flexShrink: 0, borderRadius: 4, objectFit: 'contain' });
export const vendorName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

const shimmer = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } });
const skeletonFill = {
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
} as const;

export const skeleton = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
});
export const skeletonMedia = style({ ...skeletonFill, aspectRatio: '1 / 1' });
/** As tall as a tile's name and vendor lines (info), so a grid or carousel does not move when tiles replace it. */
export const skeletonLines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderBlockStart: '2px solid transparent',
});
/** A bar of 10 px in the middle of a line of text: the name's, else (`vendorLine`) the vendor's. */
export const skeletonLine = style({
  ...skeletonFill,
  height: 10,
  marginBlock: `calc((${vars.text.small.lineHeight} - 10px) / 2)`,
  borderRadius: vars.radius.small,
});
export const vendorLine = style({ marginBlock: `calc((${vars.text.xsmall.lineHeight} - 10px) / 2)` });
