import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { jsonObject } from '../src/db/query';
import { members } from '../src/modules/member/tables';
import { merchants } from '../src/modules/system/tables';
import { databases } from './helpers/databases';

// The hot authenticated reads (session/service.ts) answer one JSON column; both drivers must parse it alike.
describe.each(databases('both'))('jsonObject on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await database.db.insert(merchants).values({
      merchantCode: 'JS',
      country: 'BR',
      countryName: 'Brazil',
      currency: 'BRL',
      langList: ['EN'],
    });
    await database.db
      .insert(members)
      .values({ merchantCode: 'JS', account: 'json_row', nickname: 'Json', passwordHash: 'x' });
  });
  afterAll(() => database.close());

  it('reads a nested row as one parsed object, with timestamps as ISO text and nulls kept', async () => {
    const [found] = await database.db
      .select({
        row: jsonObject({
          member: {
            account: members.account,
            language: members.language,
            createdAt: members.createdAt,
          },
          merchant: { currency: merchants.currency, languages: merchants.langList },
          total: sql<number>`2 + 3`,
        }),
      })
      .from(members)
      .innerJoin(merchants, eq(merchants.merchantCode, members.merchantCode))
      .where(eq(members.account, 'json_row'));
    const { row } = found!;
    expect(row).toEqual({
      member: { account: 'json_row', language: null, createdAt: expect.any(String) },
      merchant: { currency: 'BRL', languages: ['EN'] },
      total: 5,
    });
    expect(Math.abs(new Date(row.member.createdAt).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('takes plain names only (they are written into the SQL)', () => {
    expect(() => jsonObject({ "x', 1) --": members.account })).toThrow('not a plain name');
  });
});
