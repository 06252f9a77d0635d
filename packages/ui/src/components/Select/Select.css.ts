import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';
import { highlightBar } from '../DropdownMenu/highlightBar';

const reveal = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

/** Looks like the kit's text fields (Field.css) so forms line up. */
export const trigger = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    width: '100%',
    minWidth: 0,
    margin: 0,
    paddingInline: vars.space.small,
    background: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.medium,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.text.standard.fontSize,
    lineHeight: vars.text.standard.lineHeight,
    textAlign: 'start',
    cursor: 'pointer',
    transition: `border-color ${vars.motion.durationFast}, box-shadow ${vars.motion.durationFast}`,
    outline: 'none',
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.textMuted },
      '&:focus-visible, &[data-state="open"]': {
        borderColor: vars.color.focusRing,
        boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
      },
      // the border ring above is the focus indicator, as on text fields: no second (global) outline
      '[data-cr-brand] &:focus-visible': { outline: 'none' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    size: {
      medium: { minHeight: vars.controlHeight.medium, fontSize: vars.text.small.fontSize },
      large: { minHeight: vars.controlHeight.large },
    },
    invalid: {
      true: {
        borderColor: vars.color.criticalText,
        selectors: {
          '&:hover:not(:disabled)': { borderColor: vars.color.criticalText },
          '&:focus-visible, &[data-state="open"]': {
            borderColor: vars.color.criticalText,
            boxShadow: `0 0 0 1px ${vars.color.criticalText}`,
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { size: 'large', invalid: false },
});

export const startIcon = style({ display: 'inline-flex', color: vars.color.textMuted, flexShrink: 0 });

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '[data-placeholder] > &': { color: vars.color.textMuted } },
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: { '[data-state="open"] > &': { transform: 'rotate(180deg)' } },
});

/** The list: at least as wide as the trigger, scrolling within the room left on screen. Above dialogs. */
export const content = style({
  zIndex: `calc(${vars.zIndex.dialog} + 1)`,
  minWidth: 'max(var(--radix-select-trigger-width), 12rem)',
  // long options wrap rather than stretch the list across the page
  maxWidth: 'min(max(var(--radix-select-trigger-width), 24rem), calc(100vw - 16px))',
  maxHeight: 'min(22rem, var(--radix-select-content-available-height))',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  fontFamily: vars.font.body,
  transformOrigin: 'var(--radix-select-content-transform-origin)',
  animation: `${reveal} ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/**
 * A list longer than its room scrolls natively (wheel, finger, keys), with a thin scrollbar that says there is
 * more. Radix hides the viewport's scrollbar for its scroll buttons, which the kit does not use: each one brought
 * the focused option back into view as it appeared (radix-ui/primitives#3686), so a swipe away from the chosen
 * option snapped back. Its rule is an attribute selector, so the override names the attribute too.
 */
export const viewport = style({
  padding: vars.space.xxsmall,
  overscrollBehavior: 'contain',
  selectors: { '&[data-radix-select-viewport]': { scrollbarWidth: 'thin' } },
});

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '1fr 16px',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.controlHeight.medium,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.text,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surfaceHover },
    // the highlighted option (mouse or keyboard) gets an accent bar at its start edge
    '&[data-highlighted]::before': highlightBar(vars.color.accent),
    // the fill and bar mark the focused option; no global focus outline on top
    '[data-cr-brand] &:focus-visible': { outline: 'none' },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.strong },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const itemBody = style({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' });

export const description = style({
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const indicator = style({ display: 'inline-flex', color: vars.color.accentText });
