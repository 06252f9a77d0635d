// The sandbox slot's provably fair seeds (issue 14): the member's seeds and spins, a client seed change
// (and its refusal), and a rotation that reveals the server seed.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createSlotMutations, createSlotQueries } from '../../src';
import { bearerFromState, createPact, errorEnvelope, exampleToken, sdkAt } from './pact';
import { iso, money, ok, run } from './walletCenterSdk';

const { decimal, eachLike, integer, regex, string } = MatchersV3;
const pact = createPact();
const auth = { Authorization: bearerFromState() };
const hex = () => regex('^[0-9a-f]{64}$', 'b'.repeat(64));

const slotSdkAt = (url: string) => {
  const sdk = sdkAt(url, exampleToken);
  return { ...sdk, slot: { ...createSlotQueries(sdk.api), ...createSlotMutations(sdk) } };
};
const state = (name: string) => [name, { account: 'pact_slot' }] as const;
const pair = { serverSeedHash: hex(), clientSeed: string('lucky'), nonce: integer(0) };
const revealedPair = {
  serverSeed: hex(),
  serverSeedHash: hex(),
  clientSeed: string('lucky'),
  nonce: integer(2),
  revealedAt: iso(),
};

describe('the provably fair slot', () => {
  it('reads the active pair, the revealed pairs and the last spins', async () => {
    await pact
      .addInteraction()
      .given(...state('member {account} has spun the sandbox slot and rotated its seed'))
      .uponReceiving('a slot fairness request')
      .withRequest('GET', '/wps/relay/SLOT_getFairness', (b) => b.headers(auth))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          ok({
            rtpPercent: decimal(96.3),
            active: pair,
            revealed: eachLike(revealedPair),
            spins: eachLike({
              roundId: string('round-1'),
              nodeId: string('PG-RNG-0001'),
              gameName: string('Fortune Reels'),
              currency: string('BRL'),
              bet: money(100),
              win: money(0),
              reels: eachLike('7', 3),
              serverSeedHash: hex(),
              clientSeed: string('lucky'),
              nonce: integer(0),
              serverSeed: hex(),
              playedAt: iso(),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = slotSdkAt(server.url);
        const value = await sdk.queryClient.fetchQuery(sdk.slot.fairness());
        expect(value.revealed[0]!.serverSeed).toHaveLength(64);
        expect(value.spins[0]).toMatchObject({ clientSeed: 'lucky' });
      });
  });

  it('sets the client seed, and refuses one that is not 1-64 printable characters', async () => {
    await pact
      .addInteraction()
      .given(...state('member {account} has a fresh sandbox slot seed pair'))
      .uponReceiving('a slot client seed change')
      .withRequest('POST', '/wps/relay/SLOT_setClientSeed', (b) =>
        b.headers(auth).jsonBody({ clientSeed: 'my seed' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(ok({ active: { ...pair, clientSeed: 'my seed', nonce: 0 }, revealed: null })),
      )
      .executeTest(async (server) => {
        const sdk = slotSdkAt(server.url);
        expect(await run(sdk.slot.setClientSeed(), { clientSeed: 'my seed' })).toMatchObject({
          active: { clientSeed: 'my seed' },
          revealed: null,
        });
      });
    await pact
      .addInteraction()
      .given(...state('member {account} has a fresh sandbox slot seed pair'))
      .uponReceiving('a slot client seed change with an empty seed')
      .withRequest('POST', '/wps/relay/SLOT_setClientSeed', (b) =>
        b.headers(auth).jsonBody({ clientSeed: '' }),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorEnvelope('invalid_client_seed')))
      .executeTest(async (server) => {
        const sdk = slotSdkAt(server.url);
        await expect(run(sdk.slot.setClientSeed(), { clientSeed: '' })).rejects.toMatchObject({
          code: 'invalid_client_seed',
        });
      });
  });

  it('rotates the pair, revealing the server seed', async () => {
    await pact
      .addInteraction()
      .given(...state('member {account} has spun the sandbox slot and rotated its seed'))
      .uponReceiving('a slot seed rotation')
      .withRequest('POST', '/wps/relay/SLOT_rotateSeed', (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.jsonBody(ok({ active: pair, revealed: revealedPair })))
      .executeTest(async (server) => {
        const sdk = slotSdkAt(server.url);
        const value = await run(sdk.slot.rotateSeed(), undefined);
        expect(value.revealed?.serverSeed).toHaveLength(64);
      });
  });
});
