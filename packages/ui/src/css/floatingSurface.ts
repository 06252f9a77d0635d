import { vars } from '../themes/vars.css';

/** The raised card a panel that opens from a nav item is drawn on (the vendor drop menus, the nav's More). */
export const floatingSurfaceRules = {
  padding: vars.space.xsmall,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.large,
} as const;
