import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const titleIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.full,
  background: `color-mix(in srgb, ${vars.color.gold} 18%, transparent)`,
  color: vars.color.goldText,
});

export const title = style({
  margin: 0,
  fontSize: vars.heading['4'].fontSize,
  lineHeight: vars.heading['4'].lineHeight,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 2 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  selectors: { '&:nth-child(odd)': { background: vars.color.surfaceSunken } },
});

export const rank = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 26,
    height: 26,
    borderRadius: vars.radius.full,
    fontSize: vars.text.xsmall.fontSize,
    fontWeight: vars.fontWeight.strong,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.textMuted,
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
  },
  variants: {
    podium: {
      true: { background: vars.color.gold, color: vars.color.onGold, borderColor: 'transparent', boxShadow: vars.shadow.small },
      false: {},
    },
  },
});

export const icon = style({
  width: 40,
  height: 40,
  borderRadius: vars.radius.medium,
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
  flexShrink: 0,
});

export const iconFallback = style([
  icon,
  { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', color: vars.color.textMuted },
]);

export const who = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const name = style({
  ...oneLine,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const game = style({
  ...oneLine,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  color: vars.color.textMuted,
});

export const amount = style({ fontSize: vars.text.small.fontSize, textAlign: 'end' });

export const empty = style({
  margin: 0,
  paddingBlock: vars.space.large,
  textAlign: 'center',
  fontSize: vars.text.small.fontSize,
  color: vars.color.textMuted,
});

const shimmer = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } });
export const skeletonRow = style({
  height: 56,
  borderRadius: vars.radius.medium,
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});
