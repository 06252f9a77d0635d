import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    width: '100%',
    marginInline: 'auto',
    color: vars.color.text,
  },
  variants: {
    size: {
      small: { gap: vars.space.xsmall, paddingBlock: vars.space.large, paddingInline: vars.space.medium, maxWidth: 360 },
      medium: { gap: vars.space.small, paddingBlock: vars.space.xxlarge, paddingInline: vars.space.large, maxWidth: 440 },
    },
    framed: {
      true: {
        maxWidth: 'none',
        background: vars.color.surface,
        border: `1px dashed ${vars.color.border}`,
        borderRadius: vars.radius.large,
      },
      false: {},
    },
  },
  defaultVariants: { size: 'medium', framed: false },
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.full,
    marginBlockEnd: vars.space.xxsmall,
  },
  variants: {
    tone: {
      neutral: {
        color: vars.color.textMuted,
        background: vars.color.surfaceSunken,
        boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
      },
      critical: { color: vars.color.criticalText, background: vars.color.criticalSoft },
    },
    size: {
      small: { width: '2.75rem', height: '2.75rem' },
      medium: { width: '4rem', height: '4rem' },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'medium' },
});

export const title = style({ margin: 0 });

export const description = style({ maxWidth: '38ch', color: vars.color.textMuted });

export const action = style({ marginBlockStart: vars.space.xsmall, display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, justifyContent: 'center' });
