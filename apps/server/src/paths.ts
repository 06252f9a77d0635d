// Locations on disk, found from this module's own file so they hold from src/ (tsx, vitest) and from
// dist/ (tsup bundles everything into one directory level), whatever the working directory.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The nearest directory, from `start` upwards, that contains `relative`; throws when there is none. */
export function findUp(relative: string, start = here): string {
  let dir = start;
  for (;;) {
    if (existsSync(path.join(dir, relative))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Could not find ${relative} above ${start}`);
    dir = parent;
  }
}

/** The monorepo root: the directory holding the contract. */
export const repoRoot = (): string => findUp(path.join('openapi', 'openapi.yaml'));

export const openapiPath = (): string => path.join(repoRoot(), 'openapi', 'openapi.yaml');

/** apps/server/drizzle, the committed migrations. */
export const migrationsDir = (): string =>
  path.join(findUp(path.join('drizzle', 'meta', '_journal.json')), 'drizzle');

export const defaultDataDir = (): string => path.join(repoRoot(), '.data', 'pglite');

export const defaultStaticDir = (): string => path.join(repoRoot(), 'apps', 'site', 'dist');
