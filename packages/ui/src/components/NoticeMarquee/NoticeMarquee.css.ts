import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  minHeight: vars.controlHeight.medium,
  paddingInlineStart: vars.space.small,
  paddingInlineEnd: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const placeholder = style({ background: vars.color.skeleton });

export const icon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.goldText });

export const viewport = style({
  position: 'relative',
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  // soft edges, so notices fade in and out instead of being cut
  maskImage:
    'linear-gradient(90deg, transparent 0, #000 24px, #000 calc(100% - 24px), transparent 100%)',
});

const toStart = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(-50%)' },
});
const toStartRtl = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(50%)' },
});

export const duration = '--cr-marquee-duration';

export const track = style({
  display: 'flex',
  width: 'max-content',
  animationName: toStart,
  animationDuration: `var(${duration}, 30s)`,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  selectors: {
    '[dir="rtl"] &': { animationName: toStartRtl },
    [`${root}:hover &, ${root}:focus-within &, ${root}[data-paused="true"] &`]: {
      animationPlayState: 'paused',
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const group = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  margin: 0,
  padding: 0,
  paddingInlineEnd: vars.space.xlarge,
  gap: vars.space.xlarge,
  listStyle: 'none',
});

export const staticList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  margin: 0,
  padding: 0,
  columnGap: vars.space.large,
  rowGap: vars.space.xxsmall,
  listStyle: 'none',
});

export const notice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xxsmall,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  ':hover': { color: vars.color.accentText, textDecoration: 'underline' },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
});

// Sitting still (reduced motion), a notice longer than the row wraps onto more lines instead of running past
// the page's edge (at 390 px the longest notice made the whole home scroll sideways).
globalStyle(`${staticList} > li`, { minWidth: 0, maxWidth: '100%' });
globalStyle(`${staticList} ${notice}`, { whiteSpace: 'normal', textAlign: 'start' });

globalStyle(`${notice}::before`, {
  content: '""',
  width: 6,
  height: 6,
  borderRadius: vars.radius.full,
  background: vars.color.gold,
  flexShrink: 0,
});

export const pause = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.controlHeight.small,
  height: vars.controlHeight.small,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceHover, color: vars.color.text },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});
