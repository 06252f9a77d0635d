import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints';
import { vars } from '../../themes/vars.css';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const preset = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.controlHeight.small,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.text.small.fontSize,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  transition: `color ${vars.motion.durationFast}, background-color ${vars.motion.durationFast}, border-color ${vars.motion.durationFast}`,
  ':hover': { color: vars.color.text, borderColor: vars.color.borderStrong },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.onAccent },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const inputs = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.small,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const dateInput = style({
  // the native picker follows the colour mode the site sets on <html>
  colorScheme: 'inherit',
  selectors: {
    '&::-webkit-calendar-picker-indicator': { cursor: 'pointer', opacity: 0.75 },
    '&::-webkit-calendar-picker-indicator:hover': { opacity: 1 },
  },
});
