import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxHeight: 'min(40rem, calc(100vh - 2rem))',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  paddingInlineEnd: vars.space.xlarge,
});

export const badge = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.medium,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
});

export const headerText = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const title = style({ margin: 0, paddingInlineEnd: 0, overflowWrap: 'anywhere' });

export const time = style({
  color: vars.color.textMuted,
  fontSize: vars.text.xsmall.fontSize,
  fontVariantNumeric: 'tabular-nums',
});

export const body = style({
  flex: 1,
  minHeight: '6rem',
  overflowY: 'auto',
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
  scrollbarWidth: 'thin',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const plain = style({ margin: 0, whiteSpace: 'pre-line' });

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});

export const pager = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const counter = style({
  minWidth: '3.5rem',
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  fontVariantNumeric: 'tabular-nums',
});

export const closeButton = style({ marginInlineStart: 'auto', minWidth: '7rem' });
