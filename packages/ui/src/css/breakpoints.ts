export const breakpoints = { mobile: 0, tablet: 768, desktop: 1024, wide: 1400 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
} as const;
