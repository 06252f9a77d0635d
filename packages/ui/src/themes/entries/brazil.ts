// Entry for `@croupier/ui/themes/brazil`: only the Brazil brand's tokens, for a server that renders its CSS
// (brandCss) or a site that registers it, without pulling in the other brands.
export { brazil } from '../brands/brazil';
export type { BrandTokens } from '../tokenType';
