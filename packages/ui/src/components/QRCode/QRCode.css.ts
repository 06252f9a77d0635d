import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

/**
 * Always dark modules on a light quiet zone: the scope is forced to the light colour mode, so phones
 * scan it in dark mode too. `surface` and `text` of the light mode give the two colours.
 */
export const frame = recipe({
  base: {
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'center',
    overflow: 'hidden',
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.medium,
    boxShadow: `0 0 0 1px ${vars.color.border}`,
    lineHeight: 0,
  },
  variants: {
    size: {
      small: { width: 112 },
      medium: { width: 160 },
      large: { width: 224 },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const svg = style({ display: 'block', width: '100%', height: 'auto', shapeRendering: 'crispEdges' });

export const background = style({ fill: vars.color.surface });
export const modules = style({ fill: vars.color.text });

export const caption = style({
  marginBlockStart: `calc(-1 * ${vars.space.xxsmall})`,
  paddingBlockEnd: vars.space.xsmall,
  paddingInline: vars.space.xsmall,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '1',
  width: '100%',
  padding: vars.space.small,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  color: vars.color.criticalText,
  textAlign: 'center',
});
