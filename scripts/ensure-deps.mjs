import { ensureDeps } from './lib.mjs';

await ensureDeps();
