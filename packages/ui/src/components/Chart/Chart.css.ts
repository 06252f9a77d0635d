import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, margin: 0, minWidth: 0 });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.small });

export const title = style({
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium, margin: 0, padding: 0, listStyle: 'none' });

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontSize: vars.text.small.fontSize,
  color: vars.color.textMuted,
});

export const swatch = style({ width: 10, height: 10, borderRadius: 3, flexShrink: 0 });

export const plot = style({
  position: 'relative',
  minWidth: 0,
  borderRadius: vars.radius.medium,
  touchAction: 'pan-y',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 4 },
});

// axes and labels read the same in every direction: numbers and time run left to right here
export const svg = style({ display: 'block', overflow: 'visible', direction: 'ltr' });

export const axisLabel = style({ fill: vars.color.textMuted, fontFamily: vars.font.body, fontSize: 12, fontVariantNumeric: 'tabular-nums' });

export const grid = style({ stroke: vars.color.border, strokeDasharray: '3 4' });
export const zeroLine = style({ stroke: vars.color.borderStrong });
export const guide = style({ stroke: vars.color.borderStrong, strokeDasharray: '2 3' });

export const tooltip = style({
  position: 'absolute',
  insetBlockStart: 0,
  zIndex: 1,
  minWidth: '9rem',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.text,
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
});

export const tooltipTitle = style({ fontWeight: vars.fontWeight.strong, marginBottom: vars.space.xxsmall });
export const tooltipRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });
export const tooltipValue = style({ marginInlineStart: 'auto', paddingInlineStart: vars.space.small, fontWeight: vars.fontWeight.medium, fontVariantNumeric: 'tabular-nums' });

const shimmer = keyframes({ from: { backgroundPosition: '200% 0' }, to: { backgroundPosition: '-200% 0' } });

export const placeholder = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.medium,
    color: vars.color.textMuted,
    fontSize: vars.text.small.fontSize,
  },
  variants: {
    kind: {
      empty: { border: `1px dashed ${vars.color.border}`, background: vars.color.surfaceSunken },
      loading: {
        background: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 75%)`,
        backgroundSize: '200% 100%',
        animation: `${shimmer} 1.4s ease-in-out infinite`,
        '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
      },
    },
  },
});
