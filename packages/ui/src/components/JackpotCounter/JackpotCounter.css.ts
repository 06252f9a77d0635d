import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minWidth: 0,
  paddingBlock: vars.space.large,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid color-mix(in srgb, ${vars.color.gold} 45%, ${vars.color.border})`,
  background: `radial-gradient(80% 120% at 50% 0%, color-mix(in srgb, ${vars.color.gold} 22%, ${vars.color.surface}) 0%, ${vars.color.surface} 70%)`,
  boxShadow: `inset 0 1px 0 color-mix(in srgb, ${vars.color.gold} 30%, transparent), ${vars.shadow.medium}`,
  overflow: 'hidden',
  textAlign: 'center',
});

export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.goldText,
});

export const value = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'flex-end',
    maxWidth: '100%',
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.strong,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.goldText,
    letterSpacing: '0.01em',
    direction: 'ltr',
    whiteSpace: 'nowrap',
  },
  variants: {
    size: {
      standard: { fontSize: 'clamp(1.5rem, 5vw, 2rem)' },
      large: { fontSize: 'clamp(1.75rem, 7vw, 3.25rem)' },
    },
  },
  defaultVariants: { size: 'large' },
});

const ROW = 1.15;

/** One digit: a window one line tall over a strip of 0-9 that slides to the current digit. */
export const digit = style({
  display: 'inline-block',
  height: `${ROW}em`,
  lineHeight: `${ROW}em`,
  overflow: 'hidden',
});

export const strip = style({
  display: 'flex',
  flexDirection: 'column',
  transition: `transform 900ms ${vars.motion.easingStandard}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const stripDigit = style({ display: 'block', height: `${ROW}em` });

export const symbol = style({ display: 'inline-block', lineHeight: `${ROW}em`, whiteSpace: 'pre' });

export const rowHeight = ROW;
