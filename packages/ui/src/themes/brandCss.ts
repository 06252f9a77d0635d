import type { BrandTokens, ColorMode, ResolvedTheme } from './tokenType';
import { resolveTheme } from './tokenType';
import { cssVarName } from './cssVarName';

/** The attribute that marks a theme scope: `<div data-cr-brand="brazil">`. */
export const brandAttribute = 'data-cr-brand';

/** Selectors for a brand scope in each colour mode. Dark is the default; `light` comes from the class on <html>. */
export const brandSelectors = (name: string, isDefault = false): Record<ColorMode, string> => {
  const scope = `[${brandAttribute}="${name}"]`;
  return {
    dark: [isDefault ? ':root' : null, scope].filter(Boolean).join(', '),
    light: [isDefault ? ':root.light' : null, `.light ${scope}`, `${scope}.light`].filter(Boolean).join(', '),
  };
};

const declarations = (node: unknown, path: string[], out: string[]) => {
  if (typeof node === 'string') {
    out.push(`--${cssVarName(path)}:${node};`);
    return;
  }
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) declarations(value, [...path, key], out);
};

/** One theme as a list of `--cr-*` declarations. */
export const themeDeclarations = (theme: ResolvedTheme): string => {
  const out: string[] = [];
  declarations(theme, [], out);
  return out.join('');
};

/**
 * A brand as plain CSS, both colour modes: what a server (or the provider, for a custom brand)
 * injects in a <style> tag. Built-in brands ship precompiled in styles.css instead.
 */
export const brandCss = (brand: BrandTokens): string => {
  const selectors = brandSelectors(brand.name);
  return (
    `${selectors.dark}{${themeDeclarations(resolveTheme(brand, 'dark'))}}` +
    `${selectors.light}{${themeDeclarations(resolveTheme(brand, 'light'))}}`
  );
};
