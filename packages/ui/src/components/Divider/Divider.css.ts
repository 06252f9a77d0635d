import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const divider = recipe({
  base: { flexShrink: 0, border: 0, margin: 0, background: vars.color.border },
  variants: {
    orientation: {
      horizontal: { width: '100%', height: 1 },
      vertical: { width: 1, alignSelf: 'stretch', minHeight: '1em' },
    },
    strong: { true: { background: vars.color.borderStrong }, false: {} },
  },
  defaultVariants: { orientation: 'horizontal', strong: false },
});

/** A label in the line: "or", "Today". */
export const labelled = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  color: vars.color.textMuted,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const line = style({ flex: 1, height: 1, background: vars.color.border });
export const strongLine = style({ background: vars.color.borderStrong });
