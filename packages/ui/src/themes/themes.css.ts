import { createGlobalTheme, globalFontFace, globalStyle, style } from '@vanilla-extract/css';
import { brandSelectors } from './brandCss';
import { brands, defaultBrand } from './brands';
import { fallbackFaceRule, interFallbackFaces } from './interFallback';
import { resolveTheme } from './tokenType';
import { vars } from './vars.css';

// Every built-in brand, compiled to CSS variables on its scope selector, dark first so light wins.
for (const brand of Object.values(brands)) {
  const selectors = brandSelectors(brand.name, brand.name === defaultBrand);
  createGlobalTheme(selectors.dark, vars, resolveTheme(brand, 'dark'));
  createGlobalTheme(selectors.light, vars, resolveTheme(brand, 'light'));
}

// Inter's metric-matched stand-ins while it loads (interFallback.ts), named in the brands' font stacks.
for (const family of new Set(interFallbackFaces.map((face) => face.family)))
  globalFontFace(family, interFallbackFaces.filter((face) => face.family === family).map(fallbackFaceRule));

globalStyle('html.dark', { colorScheme: 'dark' });
globalStyle('html.light', { colorScheme: 'light' });

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', {
  margin: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});

/**
 * A theme scope re-states text colour and font so it is right wherever it is mounted (portals included).
 * ThemeScope uses this class, which also keeps this file's global CSS from being tree-shaken by bundlers
 * that read the `sideEffects` globs strictly.
 */
export const themeScope = style({
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});

globalStyle('[data-cr-brand] :focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
