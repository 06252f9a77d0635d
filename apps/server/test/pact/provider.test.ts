// Verifies the SDK's consumer pacts against the real server on a fresh in-memory database.
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/app';
import { encryptionKeyFrom } from '../../src/modules/enc/keys';
import { defaultConfig } from '../../src/config';
import { type Database } from '../../src/db/database';
import { openMigratedPglite } from '../helpers/templates';
import { repoRoot } from '../../src/paths';
import { resetDatabase, snapshots, type Snapshot } from '../helpers/reset';
import { stateHandlers } from './states';
import { COPYABLE_STATES, copiedStates } from './copiedStates';

const PROVIDER = 'croupier-server';
// PACT_DIR points elsewhere only to try a hand-made pact; the real run reads <repo>/pacts.
const pactDir = process.env.PACT_DIR ?? path.join(repoRoot(), 'pacts');

interface PactFile {
  provider?: { name?: string };
  interactions?: { providerStates?: { name: string }[] }[];
}

const readPact = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as PactFile;

/** Every pact file in pactDir whose provider is this server. */
function pactFiles(): string[] {
  let names: string[] = [];
  try {
    names = readdirSync(pactDir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .map((name) => path.join(pactDir, name))
    .filter((file) => readPact(file).provider?.name === PROVIDER);
}

describe(`pact provider ${PROVIDER}`, () => {
  let database: Database;
  let app: FastifyInstance;
  let baseUrl: string;
  let copies: ReturnType<typeof snapshots>;
  let seeded: Snapshot;

  beforeAll(async () => {
    process.env.PACT_DO_NOT_TRACK = 'true';
    database = await openMigratedPglite();
    await resetDatabase(database);
    copies = snapshots(database);
    seeded = await copies.take();
    // Interactions log in and register many times from one address: rate limits are not what they test.
    const unlimited = { max: 10_000, timeWindowMs: 60_000 };
    // The consumer encrypted its `enc` bodies with the fixed test key: decrypt with its private part.
    const testKey = JSON.parse(readFileSync(path.join(pactDir, 'keys', 'enc-test-key.json'), 'utf8'));
    app = await buildServer({
      db: database,
      validateResponses: true,
      encryptionKey: await encryptionKeyFrom(testKey.privateJwk),
      // Every interaction reseeds the catalogue: the in-memory copy must look at each request.
      config: {
        loginRateLimit: unlimited,
        registerRateLimit: unlimited,
        catalogueRecheckMs: 0,
        // Crash rounds are set up by the states; no loop may move them on during a check.
        crash: { ...defaultConfig.crash, loops: false },
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('honours every consumer pact', async () => {
    const pactUrls = pactFiles();
    // No pact is a failure, not a pass: the consumer tests must run first (turbo orders them).
    expect(pactUrls, `no pact file for ${PROVIDER} in ${pactDir}`).not.toHaveLength(0);

    // Pact only warns about a state without a handler; here it is an error.
    const handlers = stateHandlers(database, defaultConfig.sessionTtlMs);
    expect(COPYABLE_STATES.filter((name) => !(name in handlers)), 'copyable states without a handler').toEqual([]);
    const named = pactUrls.flatMap((file) =>
      (readPact(file).interactions ?? []).flatMap((i) =>
        (i.providerStates ?? []).map((s) => s.name),
      ),
    );
    expect(
      [...new Set(named)].filter((name) => !(name in handlers)),
      'provider states without a handler',
    ).toEqual([]);

    const states = copiedStates(handlers, COPYABLE_STATES, copies, seeded);
    await new Verifier({
      provider: PROVIDER,
      providerBaseUrl: baseUrl,
      pactUrls,
      stateHandlers: states.handlers,
      beforeEach: () => states.reset(),
      logLevel: 'warn',
    }).verifyProvider();
    // The copies served: a costly state was built once for each start and parameters, then put back.
    expect(states.stats.restored).toBeGreaterThan(0);
    // Alone on two idle cores: 28 s (58 s when every interaction reset with TRUNCATE and built its states anew).
  }, 600_000);
});
