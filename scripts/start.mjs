// `npm start`: install if needed, build the site and server, then serve both on one port.
// Flags: --reset wipes the embedded database first (so does RESET_DB=1).
import path from 'node:path';
import { ensureDeps, log, root, run, ticking } from './lib.mjs';

await ensureDeps();
log('Building the site and the server (about a minute on 2 cores the first time; seconds once cached)…');
const building = ticking('Building');
const built = await run('npx', ['turbo', 'run', 'build', '--filter=@croupier/site...', '--filter=@croupier/server...', '--output-logs=errors-only']);
if (built !== 0) process.exit(built);
log(`Built in ${building()} s. Starting the server (a first start migrates and seeds the database)…`);

// `npm run start:cluster` (--cluster): several processes on one PostgreSQL (apps/server/src/cluster.ts).
const cluster = process.argv.includes('--cluster');
const server = path.join(root, 'apps', 'server', 'dist', cluster ? 'cluster.js' : 'main.js');
const env = { ...process.env, STATIC_DIR: process.env.STATIC_DIR ?? path.join(root, 'apps', 'site', 'dist') };
const code = await run(process.execPath, [server, ...process.argv.slice(2).filter((arg) => arg !== '--cluster')], { env });
process.exit(code);
