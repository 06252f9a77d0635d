import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

// A fixed box per size, whatever the logo's own shape: nothing moves when the image arrives.
export const logo = recipe({
  base: { display: 'block', flexShrink: 0, objectFit: 'contain', borderRadius: vars.radius.small },
  variants: {
    size: {
      small: { width: 48, height: 20 },
      medium: { width: 72, height: 30 },
    },
  },
  defaultVariants: { size: 'medium' },
});
