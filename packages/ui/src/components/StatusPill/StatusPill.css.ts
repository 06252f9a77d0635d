import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

// The kit has no warning or info colour tokens yet: warning borrows the jackpot gold, info the brand accent.
// Soft fills are mixed from the same token so every brand and mode stays in step.
const soft = (color: string, amount = 16) => `color-mix(in srgb, ${color} ${amount}%, transparent)`;
// Tone text pulled a quarter of the way to body text: on its own tint it keeps 4.5:1 in both modes
// (darker in light mode, lighter in dark mode) while keeping its hue.
const ink = (color: string) => `color-mix(in srgb, ${color} 72%, ${vars.color.text})`;

export const pill = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    maxWidth: '100%',
    borderRadius: vars.radius.full,
    border: '1px solid transparent',
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      positive: { color: ink(vars.color.positiveText), background: soft(vars.color.positive, 12), borderColor: soft(vars.color.positive, 32) },
      warning: { color: ink(vars.color.goldText), background: soft(vars.color.gold, 14), borderColor: soft(vars.color.gold, 36) },
      critical: { color: ink(vars.color.criticalText), background: vars.color.criticalSoft, borderColor: soft(vars.color.critical, 36) },
      info: { color: ink(vars.color.accentText), background: vars.color.accentSoft, borderColor: soft(vars.color.accent, 36) },
      neutral: { color: vars.color.textMuted, background: vars.color.surfaceSunken, borderColor: vars.color.border },
    },
    size: {
      small: {
        minHeight: '1.375rem',
        paddingInline: vars.space.xsmall,
        fontSize: vars.text.xsmall.fontSize,
        lineHeight: vars.text.xsmall.lineHeight,
      },
      medium: {
        minHeight: '1.75rem',
        paddingInline: vars.space.small,
        fontSize: vars.text.small.fontSize,
        lineHeight: vars.text.small.lineHeight,
      },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'medium' },
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 });
export const icon = style({ flexShrink: 0, marginInlineStart: '-0.125rem' });
