import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import type { ConditionalValue } from '@vanilla-extract/sprinkles';
import { vars } from '../themes/vars.css';
import { media } from './breakpoints';

export const space = { none: '0', ...vars.space } as const;
export type Space = keyof typeof space;

const margin = { ...space, auto: 'auto' } as const;

export const backgrounds = {
  transparent: 'transparent',
  background: vars.color.background,
  surface: vars.color.surface,
  surfaceRaised: vars.color.surfaceRaised,
  surfaceSunken: vars.color.surfaceSunken,
  accent: vars.color.accent,
  accentSoft: vars.color.accentSoft,
  gold: vars.color.gold,
  critical: vars.color.critical,
  criticalSoft: vars.color.criticalSoft,
} as const;

export const foregrounds = {
  inherit: 'inherit',
  text: vars.color.text,
  muted: vars.color.textMuted,
  accent: vars.color.accentText,
  gold: vars.color.goldText,
  positive: vars.color.positiveText,
  critical: vars.color.criticalText,
  onAccent: vars.color.onAccent,
  onGold: vars.color.onGold,
  link: vars.color.link,
} as const;
export type Foreground = keyof typeof foregrounds;

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
    wide: { '@media': media.wide },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop', 'wide'],
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid', 'inline-block', 'inline'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingInlineStart: space,
    paddingInlineEnd: space,
    marginTop: margin,
    marginBottom: margin,
    marginInlineStart: margin,
    marginInlineEnd: margin,
    width: { full: '100%', auto: 'auto' },
    textAlign: ['start', 'center', 'end'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingX: ['paddingInlineStart', 'paddingInlineEnd'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginInlineStart', 'marginInlineEnd'],
    marginX: ['marginInlineStart', 'marginInlineEnd'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const staticProperties = defineProperties({
  properties: {
    position: ['relative', 'absolute', 'fixed', 'sticky'],
    overflow: ['hidden', 'auto', 'visible'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
    height: { full: '100%' },
    background: backgrounds,
    color: foregrounds,
    borderRadius: { none: '0', ...vars.radius },
    boxShadow: { none: 'none', ...vars.shadow },
    border: {
      none: 'none',
      standard: `1px solid ${vars.color.border}`,
      strong: `1px solid ${vars.color.borderStrong}`,
    },
    cursor: ['default', 'pointer'],
  },
});

export const sprinkles = createSprinkles(responsiveProperties, staticProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];

export type ResponsiveValue<Value extends string | number> = ConditionalValue<typeof responsiveProperties, Value>;
