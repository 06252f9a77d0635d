import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { colorModeScript } from '@croupier/ui/color-mode';

/** Inlines the UI kit's colour-mode script into <head> so the saved mode applies before first paint. */
function colorModeBeforePaint(): Plugin {
  return {
    name: 'croupier-color-mode',
    transformIndexHtml: () => [{ tag: 'script', children: colorModeScript, injectTo: 'head-prepend' }],
  };
}

const api = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), colorModeBeforePaint()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    proxy: { '/wps': api, '/lgw': api, '/lotto': api, '/api': api },
  },
  build: { target: 'es2022', sourcemap: true, reportCompressedSize: false },
});
