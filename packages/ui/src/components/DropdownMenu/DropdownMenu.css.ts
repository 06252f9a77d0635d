import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';
import { highlightBar } from './highlightBar';

const reveal = keyframes({
  from: { opacity: 0, transform: 'scale(0.97)' },
  to: { opacity: 1, transform: 'none' },
});

/** The floating panel; above dialogs, so a menu opened inside a dialog shows over it. */
export const content = style({
  zIndex: `calc(${vars.zIndex.dialog} + 1)`,
  minWidth: 220,
  maxWidth: 'min(340px, calc(100vw - 16px))',
  maxHeight: 'var(--radix-dropdown-menu-content-available-height)',
  overflowY: 'auto',
  padding: vars.space.xxsmall,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  fontFamily: vars.font.body,
  transformOrigin: 'var(--radix-dropdown-menu-content-transform-origin)',
  animation: `${reveal} ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  ':focus': { outline: 'none' },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const item = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    minHeight: vars.controlHeight.medium,
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.small,
    fontSize: vars.text.small.fontSize,
    lineHeight: vars.text.small.lineHeight,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      // the fill and start bar mark the focused item; no global focus outline on top
      '[data-cr-brand] &:focus-visible': { outline: 'none' },
    },
  },
  variants: {
    tone: {
      neutral: {
        color: vars.color.text,
        selectors: {
          '&[data-highlighted]': { background: vars.color.surfaceHover },
          '&[data-highlighted]::before': highlightBar(vars.color.accent),
        },
      },
      danger: {
        color: vars.color.criticalText,
        selectors: {
          '&[data-highlighted]': { background: vars.color.criticalSoft },
          '&[data-highlighted]::before': highlightBar(vars.color.criticalText),
        },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const icon = recipe({
  base: { display: 'inline-flex', flexShrink: 0, alignItems: 'center', justifyContent: 'center', width: 20 },
  variants: {
    tone: { neutral: { color: vars.color.textMuted }, danger: { color: 'inherit' } },
  },
  defaultVariants: { tone: 'neutral' },
});

/** Long labels wrap instead of being cut, so nothing is hidden from the reader. */
export const itemLabel = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const label = style({
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const separator = style({
  height: 1,
  marginBlock: vars.space.xxsmall,
  marginInline: `calc(-1 * ${vars.space.xxsmall})`,
  background: vars.color.border,
});

export const group = style({ display: 'flex', flexDirection: 'column' });
