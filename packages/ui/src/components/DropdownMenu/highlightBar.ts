import { vars } from '../../themes/vars.css';

/**
 * The highlighted item's marker (menus and select lists): a short bar at the start edge, on the logical
 * side so it flips in RTL. With the hover fill it shows keyboard focus clearly, without a heavy ring on
 * every mouse-opened list. Use on `&[data-highlighted]::before` of a `position: relative` item.
 */
export const highlightBar = (color: string) => ({
  content: '""',
  position: 'absolute' as const,
  insetInlineStart: 0,
  insetBlock: 8,
  width: 3,
  borderRadius: vars.radius.full,
  background: color,
});
