import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    animation: `${spin} 0.8s linear infinite`,
    color: 'currentColor',
    // a still ring (track plus arc) under reduced motion, dimmed so it reads as pending
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.7 } },
  },
  variants: {
    size: {
      small: { width: 16, height: 16 },
      standard: { width: 20, height: 20 },
      large: { width: 32, height: 32 },
    },
  },
  defaultVariants: { size: 'standard' },
});

export const track = style({ opacity: 0.25 });
