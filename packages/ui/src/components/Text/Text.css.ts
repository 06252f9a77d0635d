import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

const size = (step: keyof typeof vars.text) => ({ fontSize: vars.text[step].fontSize, lineHeight: vars.text[step].lineHeight });

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body, overflowWrap: 'anywhere' },
  variants: {
    size: {
      xsmall: size('xsmall'),
      small: size('small'),
      standard: size('standard'),
      large: size('large'),
      xlarge: size('xlarge'),
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      strong: { fontWeight: vars.fontWeight.strong },
    },
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', overflowWrap: 'normal', display: 'block' },
      false: {},
    },
    numeric: { true: { fontVariantNumeric: 'tabular-nums' }, false: {} },
  },
  defaultVariants: { size: 'standard', weight: 'regular', truncate: false, numeric: false },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
