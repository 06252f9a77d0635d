import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
});

export const heading = style({ margin: 0, fontSize: 'inherit' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  minHeight: '3rem',
  padding: vars.space.small,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
});

export const title = style({ flex: 1, minWidth: 0, fontWeight: vars.fontWeight.medium });

export const unreadTitle = style({ fontWeight: vars.fontWeight.strong });

export const time = style({ flexShrink: 0, fontSize: vars.text.xsmall.fontSize, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const body = style({
  paddingInline: vars.space.small,
  paddingBottom: vars.space.small,
  color: vars.color.text,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});
