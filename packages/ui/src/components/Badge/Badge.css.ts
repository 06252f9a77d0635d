import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    boxSizing: 'border-box',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.strong,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    userSelect: 'none',
  },
  variants: {
    shape: {
      count: {
        minWidth: '1.25rem',
        height: '1.25rem',
        paddingInline: '0.375rem',
        fontSize: vars.text.xsmall.fontSize,
        lineHeight: 1,
      },
      text: {
        height: '1.25rem',
        paddingInline: vars.space.xsmall,
        fontSize: '0.6875rem',
        lineHeight: 1,
        letterSpacing: '0.06em',
        textTransform: 'uppercase',
      },
      dot: { width: '0.625rem', height: '0.625rem', boxShadow: `0 0 0 2px ${vars.color.surface}` },
    },
    tone: {
      critical: { background: vars.color.critical, color: vars.color.onCritical },
      accent: { background: vars.color.accent, color: vars.color.onAccent },
      gold: { background: vars.color.gold, color: vars.color.onGold },
      neutral: {
        background: vars.color.surfaceHover,
        color: vars.color.text,
        boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
      },
    },
  },
  defaultVariants: { shape: 'count', tone: 'critical' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

export const number = style({ display: 'inline-block', transform: 'translateY(0.02em)' });
