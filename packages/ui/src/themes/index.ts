import './themes.css';

export type { BrandTokens, ColorMode, ColorTokens, ModeTokens, ResolvedTheme, ShadowTokens, TypeStep } from './tokenType';
export { resolveTheme } from './tokenType';
export { baseTokens } from './baseTokens';
export { interFallbackFamilies } from './interFallback';
export { brands, defaultBrand } from './brands';
export type { BrandName } from './brands';
export { brazil } from './brands/brazil';
export { mexico } from './brands/mexico';
export { bangladesh } from './brands/bangladesh';
export { vars } from './vars.css';
export { brandAttribute, brandCss, themeDeclarations } from './brandCss';
