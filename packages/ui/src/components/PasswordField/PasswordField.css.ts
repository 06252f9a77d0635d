import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.controlHeight.small,
  height: vars.controlHeight.small,
  marginInlineEnd: `calc(${vars.space.xxsmall} * -1)`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  ':hover': { color: vars.color.text, background: vars.color.surfaceHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 0 },
});
