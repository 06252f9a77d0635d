import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
});

export const meta = style({
  margin: 0,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  color: vars.color.textMuted,
});

export const label = style({
  alignSelf: 'flex-start',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.fontWeight.strong,
});

export const gallery = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const galleryImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
});

export const title = style({
  margin: 0,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});
