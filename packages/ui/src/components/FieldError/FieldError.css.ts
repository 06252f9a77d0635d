import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const fieldError = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xxsmall,
    fontSize: vars.text.small.fontSize,
    lineHeight: vars.text.small.lineHeight,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.criticalText,
    overflowWrap: 'anywhere',
  },
  variants: {
    variant: {
      field: {},
      summary: {
        gap: vars.space.xsmall,
        paddingBlock: vars.space.small,
        paddingInline: vars.space.small,
        background: vars.color.criticalSoft,
        border: `1px solid ${vars.color.criticalText}`,
        borderRadius: vars.radius.medium,
      },
    },
  },
  defaultVariants: { variant: 'field' },
});

// lines the icon up with the first line of text
export const icon = style({ flexShrink: 0, marginTop: 2 });
