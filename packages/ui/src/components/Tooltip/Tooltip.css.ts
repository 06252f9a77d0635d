import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

const reveal = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'none' },
});

export const content = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: 'min(280px, calc(100vw - 16px))',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.font.body,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  transformOrigin: 'var(--radix-tooltip-content-transform-origin)',
  animation: `${reveal} ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const arrow = style({ fill: vars.color.borderStrong });
