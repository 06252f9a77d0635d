import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const link = recipe({
  base: {
    color: vars.color.link,
    textDecorationLine: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    borderRadius: '2px',
    transition: `color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    ':hover': { textDecorationThickness: '2px' },
  },
  variants: {
    tone: {
      link: {},
      neutral: { color: 'inherit' },
      muted: { color: vars.color.textMuted, ':hover': { color: vars.color.text } },
    },
    underline: {
      always: {},
      hover: { textDecorationLine: 'none', ':hover': { textDecorationLine: 'underline' } },
      none: { textDecorationLine: 'none' },
    },
    weight: { regular: {}, strong: { fontWeight: vars.fontWeight.medium } },
  },
  defaultVariants: { tone: 'link', underline: 'always', weight: 'regular' },
});
