import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

const pop = keyframes({ from: { opacity: 0, transform: 'scale(0.9)' }, to: { opacity: 1, transform: 'none' } });

export const root = style({ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xxsmall, minWidth: 0 });

export const row = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

/** The button keeps its width when its label turns into "Copied". */
export const copied = style({
  color: vars.color.positiveText,
  selectors: { '&&': { borderColor: vars.color.positive } },
});

export const confirmation = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    fontSize: vars.text.xsmall.fontSize,
    lineHeight: vars.text.xsmall.lineHeight,
    fontWeight: vars.fontWeight.strong,
    animation: `${pop} ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    tone: {
      positive: { color: vars.color.positiveText },
      critical: { color: vars.color.criticalText, fontWeight: vars.fontWeight.medium, maxWidth: '32ch' },
    },
  },
});

