// Swiper's own layout CSS. A plain CSS import: tsup (esbuild) bundles it into the kit's dist/index.css
// next to the vanilla-extract styles, Vite and Storybook load it as usual. Imported by every carousel
// before its own .css.ts, so the kit's rules come later and win at equal specificity.
// Side-effect only: package.json lists this file in sideEffects, or production builds drop it.
import 'swiper/css';
import 'swiper/css/pagination';
