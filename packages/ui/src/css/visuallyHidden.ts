/**
 * The rules that take an element off the screen while assistive technology still reads it: for a style
 * that hides a label only in some state (a collapsed menu, a narrow header, a phone's table).
 */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
