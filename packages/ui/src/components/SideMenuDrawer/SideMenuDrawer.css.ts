import { globalStyle, style } from '@vanilla-extract/css';

/** The drawer's sheet: clear of the status bar, the home indicator and a landscape notch. */
export const content = style({
  paddingBlockStart: 'env(safe-area-inset-top)',
  paddingBlockEnd: 'env(safe-area-inset-bottom)',
  paddingInlineStart: 'env(safe-area-inset-left)',
});

// the side menu fills the sheet rather than keeping its desktop width
globalStyle(`${content} > aside`, { width: '100%', flex: 1, minHeight: 0, borderInlineEnd: 'none' });
