import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const fieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontFamily: vars.font.body,
  fontSize: vars.text.small.fontSize,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'center' });

/** The radio is visually hidden; its label is the picture, ringed when checked or focused. */
export const radio = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 });

export const choice = style({
  display: 'inline-flex',
  borderRadius: vars.radius.full,
  border: '2px solid transparent',
  padding: 2,
  cursor: 'pointer',
  selectors: {
    [`${radio}:checked + &`]: { borderColor: vars.color.accent },
    [`${radio}:focus-visible + &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    [`${radio}:disabled + &`]: { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const picture = style({
  display: 'block',
  width: vars.controlHeight.large,
  height: vars.controlHeight.large,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
});

export const current = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium, marginBottom: vars.space.medium });

export const fileInput = style({ position: 'absolute', opacity: 0, width: 1, height: 1 });

export const uploadButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.controlHeight.medium,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.text.small.fontSize,
  cursor: 'pointer',
  selectors: {
    [`${fileInput}:focus-visible + &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    [`${fileInput}:disabled + &`]: { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const hint = style({ marginTop: vars.space.xsmall, fontSize: vars.text.xsmall.fontSize, color: vars.color.textMuted });
