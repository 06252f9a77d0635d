import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    verticalAlign: 'middle',
    borderRadius: vars.radius.full,
    background: vars.color.accent,
    color: vars.color.onAccent,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.strong,
    letterSpacing: '0.02em',
    lineHeight: 1,
    userSelect: 'none',
    boxShadow: `0 0 0 1px ${vars.color.border}`,
  },
  variants: {
    size: {
      small: { width: vars.controlHeight.small, height: vars.controlHeight.small, fontSize: vars.text.xsmall.fontSize },
      medium: { width: vars.controlHeight.medium, height: vars.controlHeight.medium, fontSize: vars.text.small.fontSize },
      large: { width: '4rem', height: '4rem', fontSize: vars.text.large.fontSize },
    },
    shape: {
      circle: {},
      square: { borderRadius: vars.radius.medium },
    },
  },
  defaultVariants: { size: 'medium', shape: 'circle' },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

/** Initials drawn from an attribute: decoration only, the avatar's name is its label. */
export const fallback = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  '::before': { content: 'attr(data-initials)' },
});
