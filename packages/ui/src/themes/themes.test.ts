import { describe, expect, it } from 'vitest';
import { brandCss, themeDeclarations } from './brandCss';
import { brands } from './brands';
import { emerald } from './examples/emerald';
import { cssVarName } from './cssVarName';
import type { ColorMode, ColorTokens } from './tokenType';
import { resolveTheme } from './tokenType';

const channel = (hex: string, at: number) => {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** Text colour → the solid backgrounds it is used on. */
const textPairs: Array<[keyof ColorTokens, Array<keyof ColorTokens>]> = [
  ['text', ['background', 'surface', 'surfaceRaised', 'surfaceSunken', 'surfaceHover']],
  ['textMuted', ['background', 'surface', 'surfaceRaised', 'surfaceSunken']],
  ['accentText', ['background', 'surface', 'surfaceRaised', 'surfaceSunken']],
  ['link', ['background', 'surface', 'surfaceRaised']],
  ['goldText', ['background', 'surface', 'surfaceRaised', 'surfaceSunken']],
  ['positiveText', ['background', 'surface', 'surfaceRaised']],
  ['criticalText', ['background', 'surface', 'surfaceRaised', 'surfaceSunken']],
  ['onAccent', ['accent', 'accentHover']],
  ['onGold', ['gold']],
  ['onCritical', ['critical', 'criticalHover']],
];

// The shipped brands and the example fourth brand meet the same bar.
describe.each([...Object.values(brands), emerald])('brand $name', (brand) => {
  it.each<ColorMode>(['dark', 'light'])('all text meets WCAG AA (4.5:1) in %s mode', (mode) => {
    const { color } = resolveTheme(brand, mode);
    const failures: string[] = [];
    for (const [fg, backgrounds] of textPairs) {
      for (const bg of backgrounds) {
        const ratio = contrast(color[fg], color[bg]);
        if (ratio < 4.5) failures.push(`${fg} on ${bg}: ${ratio.toFixed(2)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it.each<ColorMode>(['dark', 'light'])('focus ring and strong borders stand out (3:1) in %s mode', (mode) => {
    const { color } = resolveTheme(brand, mode);
    expect(contrast(color.focusRing, color.background)).toBeGreaterThanOrEqual(3);
    expect(contrast(color.borderStrong, color.surfaceSunken)).toBeGreaterThanOrEqual(3);
  });
});

describe('theme contract', () => {
  it('names variables with the cr prefix in kebab case', () => {
    expect(cssVarName(['color', 'surfaceRaised'])).toBe('cr-color-surface-raised');
    expect(cssVarName(['heading', '1', 'fontSize'])).toBe('cr-heading-1-font-size');
  });

  it('a fourth brand is one tokens file: its CSS covers the whole contract in both modes', () => {
    const css = brandCss(emerald);
    expect(css).toContain('[data-cr-brand="emerald"]');
    // Dark is the default block; light overrides it under the `.light` class.
    expect(css).toMatch(/^\[data-cr-brand="emerald"\]\{[^}]*--cr-color-accent-text:#4ADE9F/);
    expect(css).toMatch(/\.light \[data-cr-brand="emerald"\][^{]*\{[^}]*--cr-color-accent-text:#036046/);
  });

  it('turns a brand into plain CSS for both colour modes', () => {
    const css = brandCss({ ...brands.mexico, name: 'acme' });
    expect(css.startsWith('[data-cr-brand="acme"]{')).toBe(true);
    expect(css).toContain('--cr-color-surface:#151228;');
    expect(css).toContain('.light [data-cr-brand="acme"], [data-cr-brand="acme"].light{');
  });

  it('declares every token of the contract', () => {
    const declarations = themeDeclarations(resolveTheme(brands.brazil, 'dark'));
    expect(declarations).toContain('--cr-color-gold:#F4C54A;');
    expect(declarations).toContain('--cr-z-index-dialog:1001;');
    expect(declarations).toContain('--cr-motion-duration-fast:120ms;');
  });
});
