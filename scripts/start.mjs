// `npm start`: install if needed, build the site and server, then serve both on one port.
// Flags: --reset wipes the embedded database first (so does RESET_DB=1).
import path from 'node:path';
import { ensureDeps, log, root, run } from './lib.mjs';

ensureDeps();
log('Building the site and the server…');
const built = await run('npx', ['turbo', 'run', 'build', '--filter=@croupier/site...', '--filter=@croupier/server...', '--output-logs=errors-only']);
if (built !== 0) process.exit(built);

const server = path.join(root, 'apps', 'server', 'dist', 'main.js');
const env = { ...process.env, STATIC_DIR: process.env.STATIC_DIR ?? path.join(root, 'apps', 'site', 'dist') };
const code = await run(process.execPath, [server, ...process.argv.slice(2)], { env });
process.exit(code);
