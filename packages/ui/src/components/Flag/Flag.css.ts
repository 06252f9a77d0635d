import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const flag = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    aspectRatio: '3 / 2',
    overflow: 'hidden',
    // a hairline keeps white stripes visible on light surfaces
    boxShadow: `0 0 0 1px ${vars.color.border}`,
  },
  variants: {
    size: {
      small: { height: 12, borderRadius: 2 },
      medium: { height: 16, borderRadius: 3 },
      large: { height: 24, borderRadius: 4 },
      xlarge: { height: 40, borderRadius: vars.radius.small },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const fallbackField = style({ fill: vars.color.surfaceHover });
export const fallbackLine = style({ fill: 'none', stroke: vars.color.textMuted, strokeWidth: 1.2 });
