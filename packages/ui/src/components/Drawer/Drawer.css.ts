import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const fromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const fromBottom = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });
const toLeft = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(-100%)' } });
const toRight = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(100%)' } });
const toBottom = keyframes({ from: { transform: 'none' }, to: { transform: 'translateY(100%)' } });

const enter = `${vars.motion.durationSlow} ${vars.motion.easingStandard}`;
const exit = `${vars.motion.durationStandard} ${vars.motion.easingStandard} forwards`;

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  // no backdrop blur, as in Dialog: a blur over the animated lobby costs a core where compositing is in software
  background: vars.color.overlay,
  animation: `${fadeIn} ${enter}`,
  selectors: { '&[data-state="closed"]': { animation: `${fadeOut} ${exit}` } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** Sides are logical: `start` is the left in LTR and the right in RTL, and slides in from there. */
export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.dialog,
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.large,
    overflow: 'hidden',
    ':focus': { outline: 'none' },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
  },
  variants: {
    side: {
      start: {
        insetBlock: 0,
        insetInlineStart: 0,
        width: '100%',
        borderInlineEnd: `1px solid ${vars.color.border}`,
        animation: `${fromLeft} ${enter}`,
        selectors: {
          '&[data-state="closed"]': { animation: `${toLeft} ${exit}` },
          '[dir="rtl"] &': { animationName: fromRight },
          '[dir="rtl"] &[data-state="closed"]': { animationName: toRight },
        },
      },
      end: {
        insetBlock: 0,
        insetInlineEnd: 0,
        width: '100%',
        borderInlineStart: `1px solid ${vars.color.border}`,
        animation: `${fromRight} ${enter}`,
        selectors: {
          '&[data-state="closed"]': { animation: `${toRight} ${exit}` },
          '[dir="rtl"] &': { animationName: fromLeft },
          '[dir="rtl"] &[data-state="closed"]': { animationName: toLeft },
        },
      },
      bottom: {
        insetInline: 0,
        insetBlockEnd: 0,
        maxHeight: 'min(90dvh, 100%)',
        borderBlockStart: `1px solid ${vars.color.border}`,
        borderStartStartRadius: vars.radius.large,
        borderStartEndRadius: vars.radius.large,
        animation: `${fromBottom} ${enter}`,
        paddingBlockEnd: 'env(safe-area-inset-bottom)',
        selectors: { '&[data-state="closed"]': { animation: `${toBottom} ${exit}` } },
      },
    },
    size: {
      small: {},
      medium: {},
      large: {},
    },
  },
  compoundVariants: [
    ...(['start', 'end'] as const).flatMap((side) => [
      { variants: { side, size: 'small' as const }, style: { maxWidth: 320 } },
      { variants: { side, size: 'medium' as const }, style: { maxWidth: 420 } },
      { variants: { side, size: 'large' as const }, style: { maxWidth: 640 } },
    ]),
  ],
  defaultVariants: { side: 'end', size: 'medium' },
});

/** A grab handle on bottom sheets: a visual cue only. */
export const handle = style({
  alignSelf: 'center',
  flexShrink: 0,
  width: 40,
  height: 4,
  marginBlockStart: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  flexShrink: 0,
  paddingBlock: vars.space.medium,
  paddingInlineStart: vars.space.large,
  // room for the corner close button
  paddingInlineEnd: `calc(${vars.space.large} + ${vars.controlHeight.small})`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const headerText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, paddingBlockStart: 2 });

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.large,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  flexShrink: 0,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0 });

export const close = style({ position: 'absolute', top: vars.space.small, insetInlineEnd: vars.space.small });
export const description = style({ margin: 0 });
