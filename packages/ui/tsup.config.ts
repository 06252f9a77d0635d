import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { readFile, writeFile } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// One entry per component directory (a component that only some pages need gets its own), so an app's bundler can split the kit: what only a lazy route or dialog
// uses (radix dialogs, menus, selects, swiper) stays out of the first page's JavaScript.
const components = Object.fromEntries(
  readdirSync(new URL('./src/components', import.meta.url), { withFileTypes: true })
    .filter((dir) => dir.isDirectory())
    .map((dir) => [`components/${dir.name}`, `src/components/${dir.name}/${dir.name}.tsx`]),
);
const publicEntries = {
  index: 'src/index.ts',
  'color-mode': 'src/color-mode.ts',
  // One entry per brand, so a brand imports its tokens alone (e.g. to render its CSS on a server).
  'themes/entries/brazil': 'src/themes/entries/brazil.ts',
  'themes/entries/mexico': 'src/themes/entries/mexico.ts',
  'themes/entries/bangladesh': 'src/themes/entries/bangladesh.ts',
};

export default defineConfig({
  entry: { ...publicEntries, ...components },
  format: ['esm'],
  dts: { entry: publicEntries },
  clean: true,
  splitting: true,
  treeshake: false,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // tsup leaves dependencies external, swiper's stylesheets too: bundle those into dist/index.css as
  // swiperStyles.ts intends (an app's bundler would drop a bare CSS import from a side-effect-free chunk).
  noExternal: [/^swiper\/css/],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // esbuild leaves a namespace comment (with the source inlined) above each .css.ts block: a third of the file
  async onSuccess() {
    const file = new URL('./dist/index.css', import.meta.url);
    const css = await readFile(file, 'utf8');
    await writeFile(file, css.replace(/\/\* vanilla-extract-css-ns:[^*]*\*\/\n?/g, ''));
  },
});
