// The maintenance/region guard's per-process cache (modules/system/guardCache): its invalidation rule.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import {
  MAX_AGE_MS,
  startMerchantGuards,
  type MerchantGuards,
} from '../src/modules/system/guardCache';
import { updateMerchantStatus } from '../src/modules/system/settings';
import { merchantSettings } from '../src/modules/system/tables';
import { seedMerchants } from '../src/seed';
import { databases } from './helpers/databases';

describe.each(databases('both'))('merchant guard cache on $name', ({ open }) => {
  let database: Database;
  let guards: MerchantGuards;
  const setByHand = (maintenance: boolean) =>
    database.db
      .update(merchantSettings)
      .set({ maintenance })
      .where(eq(merchantSettings.merchantCode, 'BD'));

  beforeAll(async () => {
    database = await open();
    await seedMerchants(database.db);
    guards = await startMerchantGuards(database);
  });
  afterAll(async () => {
    await guards?.close();
    await database?.close();
  });

  it('sees the switch of its own process at once', async () => {
    expect(await guards.get('MX')).toMatchObject({ maintenance: false });
    await updateMerchantStatus(database.db, 'MX', { maintenance: true, blockedIps: ['10.0.0.1'] });
    expect(await guards.get('MX')).toMatchObject({ maintenance: true, blockedIps: ['10.0.0.1'] });
    await updateMerchantStatus(database.db, 'MX', { maintenance: false, blockedIps: [] });
    expect(await guards.get('MX')).toMatchObject({ maintenance: false, blockedIps: [] });
  });

  it('hears any other writer through the table trigger, long before an entry ages out', async () => {
    expect(await guards.get('BD')).toMatchObject({ maintenance: false });
    await setByHand(true);
    await expect
      .poll(async () => (await guards.get('BD'))?.maintenance, {
        timeout: MAX_AGE_MS / 2,
        interval: 10,
      })
      .toBe(true);
    await setByHand(false);
    await expect
      .poll(async () => (await guards.get('BD'))?.maintenance, {
        timeout: MAX_AGE_MS / 2,
        interval: 10,
      })
      .toBe(false);
  });

  it('keeps no entry longer than a second when a notification is lost', async () => {
    // A cache that hears nothing, on a clock the test moves: the entry's age alone makes it read again.
    let now = 0;
    const deaf = await startMerchantGuards(
      { ...database, listen: async () => async () => {} },
      { now: () => now },
    );
    try {
      expect(await deaf.get('BD')).toMatchObject({ maintenance: false });
      await setByHand(true);
      now = MAX_AGE_MS - 1;
      expect(await deaf.get('BD'), 'still the entry read at 0').toMatchObject({
        maintenance: false,
      });
      // A second after the read began: read again, and the change is seen.
      now = MAX_AGE_MS;
      expect(await deaf.get('BD')).toMatchObject({ maintenance: true });
    } finally {
      await setByHand(false);
      await deaf.close();
    }
  });

  it('knows no settings for an unknown merchant (the guard then falls back to the default one)', async () => {
    expect(await guards.get('ZZ')).toBeUndefined();
  });

  it('keeps no entry for a merchant code nobody has (the code comes from a request header)', async () => {
    const before = guards.size();
    await Promise.all(Array.from({ length: 200 }, (_, i) => guards.get(`NOPE${i}`)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(guards.size()).toBe(before);
  });
});
