import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { colorModeScript } from '@croupier/ui/color-mode';

// The merchant's brand on <html> before first paint, so the page background is right at once (see src/shared/merchant.ts).
const brandScript = `(function(){var b={BR:'brazil',MX:'mexico',BD:'bangladesh'},m;try{m=localStorage.getItem('merchant')}catch(e){}document.documentElement.setAttribute('data-cr-brand',b[m]||'brazil')})()`;

/** Inlines the UI kit's colour-mode script and the brand script into <head>, so both apply before first paint. */
function themeBeforePaint(): Plugin {
  return {
    name: 'croupier-theme-before-paint',
    transformIndexHtml: () => [
      { tag: 'script', children: colorModeScript, injectTo: 'head-prepend' },
      { tag: 'script', children: brandScript, injectTo: 'head-prepend' },
    ],
  };
}

const api = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), themeBeforePaint()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    proxy: { '/wps': api, '/lgw': api, '/lotto': api, '/api': api },
  },
  build: { target: 'es2022', sourcemap: true, reportCompressedSize: false },
});
