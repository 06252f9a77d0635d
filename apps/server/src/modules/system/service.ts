import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { merchants, type MerchantRow } from './tables';

export interface Merchant {
  merchantCode: string;
  country: string;
  countryName: string;
  currency: string;
  langList: string[];
  isDefault: boolean;
}

/** The merchant used when a request names none (spec §1: Brazil). */
export const DEFAULT_MERCHANT_CODE = 'BR';

export const toMerchant = (row: MerchantRow): Merchant => ({
  merchantCode: row.merchantCode,
  country: row.country,
  countryName: row.countryName,
  currency: row.currency,
  langList: row.langList,
  isDefault: row.isDefault,
});

export async function getMerchant(db: Db, merchantCode: string): Promise<Merchant | undefined> {
  const [row] = await db
    .select()
    .from(merchants)
    .where(eq(merchants.merchantCode, merchantCode.toUpperCase()));
  return row && toMerchant(row);
}

export async function listMerchants(db: Db): Promise<Merchant[]> {
  return (await db.select().from(merchants).orderBy(merchants.merchantCode)).map(toMerchant);
}

/** Creates or updates merchants by code; seeding runs it on every start. */
export async function upsertMerchants(db: Db, list: readonly Merchant[]): Promise<void> {
  for (const m of list) {
    await db
      .insert(merchants)
      .values(m)
      .onConflictDoUpdate({
        target: merchants.merchantCode,
        set: {
          country: m.country,
          countryName: m.countryName,
          currency: m.currency,
          langList: m.langList,
          isDefault: m.isDefault,
        },
      });
  }
}
