import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.controlHeight.medium,
    height: vars.controlHeight.medium,
    paddingInline: vars.space.xsmall,
    border: '1px solid transparent',
    borderRadius: vars.radius.medium,
    background: 'transparent',
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.text.small.fontSize,
    fontWeight: vars.fontWeight.medium,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}, color ${vars.motion.durationFast}`,
    ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    selectors: {
      '&:hover:not([aria-disabled="true"]):not([aria-current="page"])': { background: vars.color.surfaceHover },
      '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.4 },
    },
  },
  variants: {
    kind: {
      page: {
        selectors: {
          '&[aria-current="page"]': {
            background: vars.color.accent,
            color: vars.color.onAccent,
            fontWeight: vars.fontWeight.strong,
            boxShadow: vars.shadow.small,
            cursor: 'default',
          },
        },
      },
      step: { background: vars.color.surfaceRaised, borderColor: vars.color.border, color: vars.color.text },
    },
  },
  defaultVariants: { kind: 'page' },
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  minWidth: '1.5rem',
  height: vars.controlHeight.medium,
  paddingBottom: vars.space.xsmall,
  color: vars.color.textMuted,
  userSelect: 'none',
});
