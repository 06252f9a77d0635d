import { recipe } from '@vanilla-extract/recipes';

export const icon = recipe({
  base: { display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' },
  variants: {
    size: {
      xsmall: { width: 14, height: 14 },
      small: { width: 16, height: 16 },
      standard: { width: 20, height: 20 },
      large: { width: 24, height: 24 },
      xlarge: { width: 32, height: 32 },
    },
    // arrows and chevrons point the other way in right-to-left text
    mirrorInRtl: { true: { selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } }, false: {} },
  },
  defaultVariants: { size: 'standard', mirrorInRtl: false },
});
