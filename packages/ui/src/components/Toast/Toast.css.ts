import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../css/breakpoints';
import { vars } from '../../themes/vars.css';

/** Bottom of the screen on phones (full width), bottom end corner from tablet up. */
export const viewport = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInline: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: '100%',
  maxHeight: '100dvh',
  margin: 0,
  padding: vars.space.small,
  listStyle: 'none',
  outline: 'none',
  pointerEvents: 'none',
  '@media': {
    [media.tablet]: { insetInlineStart: 'auto', width: 400, padding: vars.space.large },
  },
});

const enterFromEnd = keyframes({ from: { opacity: 0, transform: 'translateX(calc(100% + 24px))' }, to: { opacity: 1, transform: 'none' } });
const enterFromStart = keyframes({ from: { opacity: 0, transform: 'translateX(calc(-100% - 24px))' }, to: { opacity: 1, transform: 'none' } });
const enterFromBottom = keyframes({ from: { opacity: 0, transform: 'translateY(100%)' }, to: { opacity: 1, transform: 'none' } });
const leave = keyframes({ from: { opacity: 1 }, to: { opacity: 0, transform: 'scale(0.96)' } });

export const toast = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    columnGap: vars.space.small,
    padding: vars.space.small,
    paddingInlineStart: vars.space.medium,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.large,
    overflow: 'hidden',
    pointerEvents: 'auto',
    fontFamily: vars.font.body,
    animation: `${enterFromBottom} ${vars.motion.durationSlow} ${vars.motion.easingStandard}`,
    // a coloured bar on the start edge says the tone at a glance, with the icon for those who do not see colour
    '::before': {
      content: '""',
      position: 'absolute',
      insetBlock: 0,
      insetInlineStart: 0,
      width: 4,
    },
    '@media': {
      [media.tablet]: { animationName: enterFromEnd },
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
    selectors: {
      '[dir="rtl"] &': {
        '@media': { [media.tablet]: { animationName: enterFromStart } },
      },
      '&[data-state="closed"]': { animation: `${leave} ${vars.motion.durationStandard} ${vars.motion.easingStandard} forwards` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': {
        transform: 'translateX(0)',
        transition: `transform ${vars.motion.durationStandard} ${vars.motion.easingStandard}`,
      },
      '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))', opacity: 0 },
    },
  },
  variants: {
    tone: {
      info: { selectors: { '&::before': { background: vars.color.accent } } },
      success: { selectors: { '&::before': { background: vars.color.positive } } },
      warning: { selectors: { '&::before': { background: vars.color.gold } } },
      critical: { selectors: { '&::before': { background: vars.color.critical } } },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '2rem',
    height: '2rem',
    borderRadius: vars.radius.full,
  },
  variants: {
    tone: {
      info: { color: vars.color.accentText, background: vars.color.accentSoft },
      success: { color: vars.color.positiveText, background: vars.color.surfaceHover },
      warning: { color: vars.color.goldText, background: vars.color.surfaceHover },
      critical: { color: vars.color.criticalText, background: vars.color.criticalSoft },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, paddingBlock: 6 });

export const title = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const action = style({ marginBlockStart: vars.space.xsmall, alignSelf: 'flex-start' });
