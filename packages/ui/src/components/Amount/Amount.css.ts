import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const amount = recipe({
  base: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', unicodeBidi: 'isolate' },
  variants: {
    tone: {
      inherit: {},
      text: { color: vars.color.text },
      gold: { color: vars.color.goldText },
      positive: { color: vars.color.positiveText },
      critical: { color: vars.color.criticalText },
      muted: { color: vars.color.textMuted },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      strong: { fontWeight: vars.fontWeight.strong },
    },
  },
  defaultVariants: { tone: 'inherit', weight: 'medium' },
});
