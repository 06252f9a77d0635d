import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

const level = (step: keyof typeof vars.heading) => ({
  fontSize: vars.heading[step].fontSize,
  lineHeight: vars.heading[step].lineHeight,
});

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.strong,
    letterSpacing: '-0.015em',
    overflowWrap: 'anywhere',
  },
  variants: {
    level: { '1': level('1'), '2': level('2'), '3': level('3'), '4': level('4') },
    weight: { regular: { fontWeight: vars.fontWeight.medium }, strong: {} },
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', overflowWrap: 'normal' },
      false: {},
    },
  },
  defaultVariants: { level: '2', weight: 'strong', truncate: false },
});
