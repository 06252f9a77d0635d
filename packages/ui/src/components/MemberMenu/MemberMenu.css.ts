import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  flexShrink: 0,
  margin: 0,
  padding: 2,
  paddingInlineEnd: vars.space.xxsmall,
  background: 'transparent',
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}, border-color ${vars.motion.durationFast}`,
  ':hover': { background: vars.color.surfaceHover, color: vars.color.text },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  selectors: {
    '&[data-state="open"]': { background: vars.color.surfaceHover, borderColor: vars.color.border, color: vars.color.text },
  },
});

export const chevron = style({
  display: 'inline-flex',
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: { '[data-state="open"] > &': { transform: 'rotate(180deg)' } },
});

/** Initials on the brand accent: onAccent is guaranteed readable on it in every brand and mode. */
export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    background: vars.color.accent,
    color: vars.color.onAccent,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.strong,
    letterSpacing: '0.02em',
    lineHeight: 1,
    userSelect: 'none',
    overflow: 'hidden',
    '::before': { content: 'attr(data-initials)' },
  },
  variants: {
    size: {
      small: { width: vars.controlHeight.small, height: vars.controlHeight.small, fontSize: vars.text.xsmall.fontSize },
      large: { width: vars.controlHeight.medium, height: vars.controlHeight.medium, fontSize: vars.text.small.fontSize },
    },
  },
  defaultVariants: { size: 'small' },
});

/** The member's picture, filling the circle in place of the initials. */
export const avatarImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const content = style({ minWidth: 260 });

export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  paddingBottom: vars.space.xsmall,
});

export const profileText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const nickname = style({
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const account = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
