import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/** Wider than any form dialog: a game needs the room. */
export const content = style({ maxWidth: 'min(1200px, 100%)' });

/** 16:9 like most game canvases, never taller than the viewport allows. */
export const stage = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  maxHeight: 'calc(100dvh - 10rem)',
  minHeight: 320,
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});

export const frame = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
});

export const loading = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
});
