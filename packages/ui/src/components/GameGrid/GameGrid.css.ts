import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({ width: '100%', minWidth: 0 });

export const list = style({ position: 'relative', width: '100%' });

/**
 * One virtual row: absolutely placed at its measured offset; its tiles on a grid. Each row is its own
 * compositor layer, so it is rasterised once when it mounts (and when its artwork arrives) instead of
 * with every strip of page the scroll uncovers; a scroll only moves the layers.
 */
export const row = style({
  position: 'absolute',
  willChange: 'transform',
  insetBlockStart: 0,
  insetInlineStart: 0,
  width: '100%',
  display: 'grid',
  alignItems: 'start',
});

/** The first view's tiles, before the grid is measured: one grid in the flow, its columns by CSS alone. */
export const firstView = style({
  display: 'grid',
  alignItems: 'start',
  width: '100%',
});

export const cell = style({ minWidth: 0 });

export const skeletonGrid = style({ display: 'grid', width: '100%' });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minHeight: 240,
  padding: vars.space.xlarge,
  textAlign: 'center',
  borderRadius: vars.radius.large,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surface,
});

export const emptyIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  marginBlockEnd: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
});

export const emptyTitle = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const emptyDescription = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});
