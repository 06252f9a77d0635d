import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    minWidth: 0,
    paddingBlock: vars.space.xxsmall,
    paddingInlineStart: vars.space.small,
    paddingInlineEnd: vars.space.xxsmall,
    background: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
  },
  variants: {
    size: {
      compact: {},
      large: { paddingBlock: vars.space.xsmall, paddingInlineStart: vars.space.medium, borderRadius: vars.radius.large },
    },
  },
  defaultVariants: { size: 'compact' },
});

export const walletIcon = style({ color: vars.color.goldText });

export const figures = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const label = style({
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const value = recipe({
  base: {
    color: vars.color.goldText,
    fontWeight: vars.fontWeight.strong,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    // room for the longest balance without the header jumping as it changes
    minWidth: '7ch',
  },
  variants: {
    size: {
      compact: { fontSize: vars.text.small.fontSize, lineHeight: vars.text.small.lineHeight },
      large: { fontSize: vars.heading['3'].fontSize, lineHeight: vars.heading['3'].lineHeight },
    },
  },
  defaultVariants: { size: 'compact' },
});

export const masked = style({ letterSpacing: '0.12em' });

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const skeleton = style({
  display: 'block',
  width: '8ch',
  height: '0.9em',
  marginBlock: '0.25em',
  borderRadius: vars.radius.small,
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});

export const actions = style({ display: 'inline-flex', alignItems: 'center' });
