import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  marginTop: vars.space.medium,
});

export const countries = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const country = recipe({
  base: {
    margin: 0,
    minWidth: 0,
    padding: vars.space.medium,
    paddingTop: vars.space.small,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    transition: `border-color ${vars.motion.durationFast}, background-color ${vars.motion.durationFast}`,
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    chosen: {
      true: { borderColor: vars.color.accent, background: vars.color.accentSoft },
      false: {},
    },
  },
  defaultVariants: { chosen: false },
});

// float takes the legend into the box, so it lays out like a header row instead of sitting on the border
export const legend = style({
  float: 'inline-start',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  padding: 0,
  marginBottom: vars.space.small,
});

export const flag = style({ flexShrink: 0, borderRadius: 3, boxShadow: vars.shadow.small });

export const countryName = style({
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.text.standard.fontSize,
});

export const currency = style({
  marginInlineStart: 'auto',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.goldText,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: '1.5rem',
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const languages = style({
  clear: 'both',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
  gap: vars.space.xsmall,
});

export const language = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
});
