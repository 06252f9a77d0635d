import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({
  position: 'relative',
  margin: 0,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
  aspectRatio: '2 / 1',
  width: '100%',
});

export const svg = style({ display: 'block', width: '100%', height: '100%' });

export const reading = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space.xsmall,
  textAlign: 'center',
  pointerEvents: 'none',
});

export const multiplier = style({
  fontSize: 'clamp(2rem, 8vw, 3.5rem)',
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  lineHeight: 1,
});

export const crashed = style({ color: vars.color.criticalText });

export const caption = style({ color: vars.color.textMuted, fontWeight: 600 });
