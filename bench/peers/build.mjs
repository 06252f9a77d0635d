// Builds the two peer lobby pages with Vite, each into dist/<name> (`npm run build --prefix bench/peers`;
// bench/lighthouse-lobby.mjs runs it before every measure). One page template (index.html) for both: the
// build names the kit in it and points its script at the peer's src/main.tsx. Otherwise Vite's defaults, as
// a team starting a page would keep them; bench/peers/server.mjs compresses the output as Croupier's build does.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const PEERS = { mui: 'MUI', radix: 'Radix Themes' };

/** The template's script and kit name, for the peer `name`. */
const peerPage = (name) => ({
  name: 'croupier-peer-page',
  enforce: 'pre',
  resolveId: (id) => (id === '/peer-main.tsx' ? path.join(here, name, 'src/main.tsx') : null),
  transformIndexHtml: {
    order: 'pre',
    handler: (html) => html.replaceAll('%PEER_KIT%', PEERS[name]),
  },
});

for (const name of Object.keys(PEERS)) {
  await build({
    configFile: false,
    root: here,
    plugins: [peerPage(name), react()],
    logLevel: 'warn',
    build: { outDir: path.join(here, 'dist', name), emptyOutDir: true },
  });
  console.log(`peers: built dist/${name}`);
}
