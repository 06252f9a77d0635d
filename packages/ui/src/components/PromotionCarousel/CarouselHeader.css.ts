import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  marginBlockEnd: vars.space.small,
});

/** The small icon buttons' height. */
export const controlsHeight = style({ minHeight: vars.controlHeight.small });

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.heading['4'].fontSize,
  lineHeight: vars.heading['4'].lineHeight,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const titleIcon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.accentText });

export const controls = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall, flexShrink: 0 });

export const more = style({
  fontSize: vars.text.small.fontSize,
  fontWeight: vars.fontWeight.strong,
  marginInlineEnd: vars.space.xxsmall,
  whiteSpace: 'nowrap',
});
