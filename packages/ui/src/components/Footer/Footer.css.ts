import { style } from '@vanilla-extract/css';
import { media } from '../../css/breakpoints';
import { vars } from '../../themes/vars.css';

export const footer = style({
  marginTop: vars.space.xlarge,
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.gutter,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const top = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: '1fr',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1.4fr) repeat(3, minmax(0, 1fr))' },
  },
});

export const brand = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, alignItems: 'flex-start' });

export const columnTitle = style({
  margin: 0,
  marginBottom: vars.space.small,
  color: vars.color.text,
  fontSize: vars.text.small.fontSize,
  fontWeight: vars.fontWeight.strong,
});

export const links = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: vars.color.textMuted,
  textDecoration: 'none',
  cursor: 'pointer',
  textAlign: 'start',
  ':hover': { color: vars.color.text, textDecoration: 'underline' },
});

export const social = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none' });

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.controlHeight.medium,
  height: vars.controlHeight.medium,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  transition: `background-color ${vars.motion.durationFast}, color ${vars.motion.durationFast}`,
  ':hover': { background: vars.color.accent, color: vars.color.onAccent, borderColor: 'transparent' },
});

export const section = style({ marginTop: vars.space.xlarge, paddingTop: vars.space.large, borderTop: `1px solid ${vars.color.border}` });

export const vendors = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none' });

export const vendor = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '1.75rem',
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.text.xsmall.fontSize,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.06em',
});

export const vendorLogo = style({ display: 'flex' });

export const vendorLink = style({
  display: 'flex',
  borderRadius: vars.radius.small,
  transition: `opacity ${vars.motion.durationFast}`,
  ':hover': { opacity: 0.85 },
});

export const legal = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  marginTop: vars.space.large,
});

export const ageBadge = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.criticalText}`,
  color: vars.color.criticalText,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.text.small.fontSize,
});

export const legalText = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const license = style({ margin: 0 });
