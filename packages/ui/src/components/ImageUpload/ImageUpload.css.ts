import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const label = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const requiredMark = style({ color: vars.color.criticalText, marginInlineStart: '0.25em' });

export const hint = style({ fontSize: vars.text.xsmall.fontSize, lineHeight: vars.text.xsmall.lineHeight, color: vars.color.textMuted });

const tileSize = '6rem';

export const tiles = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  position: 'relative',
  width: tileSize,
  height: tileSize,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.small,
});

export const previewImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const previewFallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  color: vars.color.textMuted,
});

export const remove = style({
  position: 'absolute',
  insetBlockStart: vars.space.xxsmall,
  insetInlineEnd: vars.space.xxsmall,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.medium,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast}, color ${vars.motion.durationFast}`,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.critical, color: vars.color.onCritical, borderColor: vars.color.critical },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const addItem = style({ display: 'flex' });

export const add = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxsmall,
    width: tileSize,
    height: tileSize,
    padding: vars.space.xsmall,
    border: `1.5px dashed ${vars.color.borderStrong}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surfaceSunken,
    color: vars.color.textMuted,
    font: 'inherit',
    cursor: 'pointer',
    transition: `border-color ${vars.motion.durationFast}, color ${vars.motion.durationFast}, background-color ${vars.motion.durationFast}`,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.accentText, color: vars.color.accentText },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    dragging: {
      true: { borderColor: vars.color.accentText, color: vars.color.accentText, background: vars.color.accentSoft },
      false: {},
    },
    invalid: { true: { borderColor: vars.color.criticalText }, false: {} },
  },
  defaultVariants: { dragging: false, invalid: false },
});

export const addLabel = style({
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  textAlign: 'center',
});

export const count = style({
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontVariantNumeric: 'tabular-nums',
});

export const errorList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
