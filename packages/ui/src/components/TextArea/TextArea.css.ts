import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const control = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.xsmall,
});

export const textarea = style({
  resize: 'vertical',
  minHeight: '6rem',
  paddingBlock: 0,
  lineHeight: vars.text.standard.lineHeight,
});

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const over = style({ color: vars.color.criticalText, fontWeight: vars.fontWeight.strong });
