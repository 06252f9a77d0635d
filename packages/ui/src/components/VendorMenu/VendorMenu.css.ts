import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';
import { floatingSurfaceRules } from '../../css/floatingSurface';

export const root = style({ position: 'relative', display: 'inline-flex' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  height: vars.controlHeight.medium,
  margin: 0,
  paddingInline: vars.space.small,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.text.small.fontSize,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast}, color ${vars.motion.durationFast}`,
  ':hover': { background: vars.color.surfaceHover, color: vars.color.text },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  selectors: {
    '&[aria-expanded="true"]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-current="true"]': { color: vars.color.accentText },
  },
});

export const chevron = style({
  display: 'inline-flex',
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1, transform: 'translateY(0)' } });

export const panel = recipe({
  base: {
    position: 'absolute',
    zIndex: vars.zIndex.overlay,
    insetBlockStart: '100%',
    insetInlineStart: 0,
    // a transparent bridge over the gap, so the pointer can travel from trigger to panel
    paddingBlockStart: vars.space.xsmall,
    animation: `${appear} ${vars.motion.durationStandard} ${vars.motion.easingStandard}`,
  },
  variants: {
    layout: {
      list: { minWidth: 240 },
      large: { width: 'min(640px, calc(100vw - 32px))' },
    },
  },
});

export const surface = style(floatingSurfaceRules);

export const items = recipe({
  base: { margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    layout: {
      list: { display: 'flex', flexDirection: 'column', gap: 2 },
      large: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))', gap: vars.space.xxsmall },
    },
  },
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    minWidth: 0,
    borderRadius: vars.radius.medium,
    color: vars.color.text,
    textDecoration: 'none',
    fontSize: vars.text.small.fontSize,
    lineHeight: vars.text.small.lineHeight,
    outline: 'none',
    transition: `background-color ${vars.motion.durationFast}`,
    ':hover': { background: vars.color.surfaceHover },
    ':focus-visible': { background: vars.color.surfaceHover, boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    selectors: { '&[aria-current="page"]': { color: vars.color.accentText, fontWeight: vars.fontWeight.strong } },
  },
  variants: {
    layout: {
      list: { paddingBlock: vars.space.xsmall, paddingInline: vars.space.small },
      large: {
        flexDirection: 'column',
        justifyContent: 'center',
        textAlign: 'center',
        gap: vars.space.xxsmall,
        padding: vars.space.small,
        minHeight: 96,
      },
    },
  },
});

export const logo = recipe({
  base: { flexShrink: 0, objectFit: 'contain', borderRadius: vars.radius.small },
  variants: { layout: { list: { width: 24, height: 24 }, large: { width: 44, height: 44 } } },
});

export const logoFallback = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.small,
    background: vars.color.accentSoft,
    color: vars.color.accentText,
    fontWeight: vars.fontWeight.strong,
    fontSize: vars.text.xsmall.fontSize,
  },
  variants: { layout: { list: { width: 24, height: 24 }, large: { width: 44, height: 44 } } },
});

export const name = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '100%' });

export const viewAll = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  marginBlockEnd: vars.space.xxsmall,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.color.accentText,
  fontSize: vars.text.small.fontSize,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  outline: 'none',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': { background: vars.color.surfaceHover, boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
});
