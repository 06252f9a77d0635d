import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minHeight: 0 });

export const log = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  height: '20rem',
  maxHeight: '50vh',
  overflowY: 'auto',
  padding: vars.space.small,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' });

export const empty = style({ margin: 'auto', marginBlock: 'auto', textAlign: 'center', color: vars.color.textMuted, fontSize: vars.text.small.fontSize });

export const message = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: 2,
    maxWidth: '85%',
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.large,
    fontSize: vars.text.small.fontSize,
    lineHeight: vars.text.small.lineHeight,
    overflowWrap: 'anywhere',
  },
  variants: {
    from: {
      member: { alignSelf: 'flex-end', background: vars.color.accentSoft, color: vars.color.text },
      agent: { alignSelf: 'flex-start', background: vars.color.surfaceRaised, color: vars.color.text, border: `1px solid ${vars.color.border}` },
      system: { alignSelf: 'center', background: 'transparent', color: vars.color.textMuted, textAlign: 'center' },
    },
  },
});

export const author = style({ fontSize: vars.text.xsmall.fontSize, fontWeight: vars.fontWeight.strong, color: vars.color.textMuted });

export const composer = style({ display: 'flex', gap: vars.space.xsmall, alignItems: 'flex-end' });

export const input = style({ flex: 1, minWidth: 0 });
