import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/database';
import { seedGames, seedLobby } from '../../src/seed';
import type { TestDatabase } from './databases';
import { testServer } from './server';

/** A test server whose database holds the whole demo catalogue and lobby content. */
export async function catalogueServer(database: Database): Promise<FastifyInstance> {
  // Tests change games (maintenance) between requests: the catalogue copy must see each change at once.
  const app = await testServer(database, { config: { catalogueRecheckMs: 0 } });
  await seedGames(database.db);
  await seedLobby(database.db);
  return app;
}

/** GET `url` and the envelope's value; fails the test on anything but 200. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the JSON loosely, the contract checks its shape
export async function value<T = any>(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await app.inject({ method: 'GET', url, headers });
  if (response.statusCode !== 200)
    throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
  return response.json().value as T;
}

/** Opens a database and a catalogue server for the enclosing describe block, and closes both after it. */
export function useCatalogueServer(open: TestDatabase['open']) {
  const context = {} as { database: Database; app: FastifyInstance };
  beforeAll(async () => {
    context.database = await open();
    context.app = await catalogueServer(context.database);
  }, 120_000);
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}
