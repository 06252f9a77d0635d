import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';
import { visuallyHiddenRules } from '../../css/visuallyHidden';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    background: vars.color.surface,
    borderInlineEnd: `1px solid ${vars.color.border}`,
    overflow: 'hidden',
    transition: `width ${vars.motion.durationStandard} ${vars.motion.easingStandard}`,
  },
  variants: {
    collapsed: { false: { width: '15.5rem' }, true: { width: '4.5rem' } },
  },
  defaultVariants: { collapsed: false },
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  minHeight: '4rem',
  paddingInline: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '[data-collapsed="true"] &': { justifyContent: 'center', paddingInline: vars.space.xsmall } },
});

export const logo = style({ display: 'flex', alignItems: 'center', minWidth: 0, overflow: 'hidden' });

export const scroll = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overflowX: 'hidden',
  paddingBlock: vars.space.small,
  scrollbarWidth: 'thin',
});

export const slot = style({ paddingInline: vars.space.small, paddingBottom: vars.space.small });

export const section = style({ paddingInline: vars.space.small, selectors: { '& + &': { marginTop: vars.space.medium } } });

export const sectionTitle = style({
  margin: 0,
  paddingInline: vars.space.small,
  paddingBottom: vars.space.xxsmall,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: 2, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: '2.75rem',
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.motion.durationFast}, color ${vars.motion.durationFast}`,
  ':hover': { background: vars.color.surfaceHover, color: vars.color.text },
  selectors: {
    '&[aria-current="page"]': { background: vars.color.accentSoft, color: vars.color.accentText },
    '[data-collapsed="true"] &': { justifyContent: 'center', paddingInline: 0 },
  },
});

export const itemIcon = style({ flexShrink: 0 });

export const itemLabel = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: {
    // collapsed: the label leaves the screen but stays the link's accessible name
    '[data-collapsed="true"] &': visuallyHiddenRules,
  },
});

export const badge = style({
  minWidth: '1.25rem',
  height: '1.25rem',
  paddingInline: '0.375rem',
  borderRadius: vars.radius.full,
  background: vars.color.critical,
  color: vars.color.onCritical,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: '1.25rem',
  fontWeight: vars.fontWeight.strong,
  textAlign: 'center',
  selectors: {
    '[data-collapsed="true"] &': { position: 'absolute', top: 2, insetInlineEnd: 4, minWidth: '1rem', height: '1rem', lineHeight: '1rem', paddingInline: 4 },
  },
});

export const hideWhenCollapsed = style({ selectors: { '[data-collapsed="true"] &': { display: 'none' } } });

export const bottom = style({ borderTop: `1px solid ${vars.color.border}`, padding: vars.space.small });
