// Entry for `@croupier/ui/themes/bangladesh`: only the Bangladesh brand's tokens, for a server that renders its CSS
// (brandCss) or a site that registers it, without pulling in the other brands.
export { bangladesh } from '../brands/bangladesh';
export type { BrandTokens } from '../tokenType';
