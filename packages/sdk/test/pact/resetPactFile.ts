import { rm } from 'node:fs/promises';
import { pactFile } from './pact';

// Pact merges into an existing file; start each run from nothing so removed interactions go too.
export default async function resetPactFile() {
  await rm(pactFile, { force: true });
}
