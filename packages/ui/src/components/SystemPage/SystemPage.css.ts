import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../css/breakpoints';
import { vars } from '../../themes/vars.css';

export const root = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  minHeight: '100vh',
  padding: vars.space.medium,
  overflow: 'hidden',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const glow = style({
  position: 'absolute',
  insetInlineStart: '50%',
  top: '-20%',
  width: '60rem',
  height: '60rem',
  transform: 'translateX(-50%)',
  borderRadius: vars.radius.full,
  background: `radial-gradient(closest-side, ${vars.color.accentSoft}, transparent)`,
  pointerEvents: 'none',
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  width: '100%',
  maxWidth: '32rem',
  padding: vars.space.large,
  textAlign: 'center',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  '@media': { [media.tablet]: { padding: vars.space.xxlarge } },
});

export const logo = style({ display: 'flex', justifyContent: 'center' });

const float = keyframes({
  '0%, 100%': { transform: 'translateY(0)' },
  '50%': { transform: 'translateY(-6px)' },
});

export const illustration = recipe({
  base: {
    width: '100%',
    maxWidth: '15rem',
    height: 'auto',
    animation: `${float} 4s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    variant: { maintenance: {}, regionBlocked: {}, domainCheckFailed: {} },
  },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.heading['2'].fontSize,
  lineHeight: vars.heading['2'].lineHeight,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const text = style({
  margin: 0,
  maxWidth: '26rem',
  color: vars.color.textMuted,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});

export const ip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.text.small.fontSize,
});

export const ipLabel = style({ color: vars.color.textMuted });

// an IP reads left to right in every language
export const ipValue = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.strong,
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

export const action = style({ marginTop: vars.space.xsmall });

export const social = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

// illustration parts
export const artShadow = style({ fill: vars.color.overlay, opacity: 0.35 });
export const artBody = style({
  fill: vars.color.surfaceRaised,
  stroke: vars.color.borderStrong,
  strokeWidth: 2,
});
export const artScreen = style({ fill: vars.color.surfaceSunken });
export const artReel = style({ fill: vars.color.surfaceHover });
export const artStroke = style({
  stroke: vars.color.textMuted,
  strokeWidth: 3,
  strokeLinecap: 'round',
});
export const artLine = style({ fill: 'none', stroke: vars.color.borderStrong, strokeWidth: 2 });
export const artAccent = style({ fill: vars.color.accent });
export const artAccentDot = style({ fill: vars.color.accent });
export const artAccentStroke = style({
  fill: 'none',
  stroke: vars.color.accent,
  strokeWidth: 6,
  strokeLinecap: 'round',
});
export const artOnAccent = style({ fill: vars.color.onAccent });
export const artOnAccentStroke = style({
  fill: 'none',
  stroke: vars.color.onAccent,
  strokeWidth: 4,
});
export const artGold = style({ fill: vars.color.gold });
export const artGoldRing = style({ fill: 'none', stroke: vars.color.gold, strokeWidth: 5 });
export const artSpark = style({
  stroke: vars.color.goldText,
  strokeWidth: 3,
  strokeLinecap: 'round',
});
export const artCritical = style({ fill: vars.color.critical });
export const artCriticalStroke = style({
  stroke: vars.color.critical,
  strokeWidth: 3,
  strokeLinecap: 'round',
});
