// Entry for `@croupier/ui/themes/mexico`: only the Mexico brand's tokens, for a server that renders its CSS
// (brandCss) or a site that registers it, without pulling in the other brands.
export { mexico } from '../brands/mexico';
export type { BrandTokens } from '../tokenType';
