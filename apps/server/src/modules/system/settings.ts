// Per-merchant system settings: maintenance, region/IP restrictions and the permission payload's content.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { invalidateMerchantGuards } from './guardCache';
import { merchantSettings, type MerchantSettingsRow } from './tables';

export type NewMerchantSettings = Omit<typeof merchantSettings.$inferInsert, 'updatedAt'>;

export interface MerchantStatus {
  merchantCode: string;
  maintenance: boolean;
  restrictedCountries: string[];
  blockedIps: string[];
}

export type MerchantStatusUpdate = Partial<Omit<MerchantStatus, 'merchantCode'>>;

/** Seeds a merchant's settings unless they exist; an operator's later change is kept. */
export async function ensureMerchantSettings(db: Db, settings: NewMerchantSettings): Promise<void> {
  await db.insert(merchantSettings).values(settings).onConflictDoNothing();
}

export async function getMerchantSettings(
  db: Db,
  merchantCode: string,
): Promise<MerchantSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(merchantSettings)
    .where(eq(merchantSettings.merchantCode, merchantCode));
  return row;
}

export const toMerchantStatus = (row: MerchantSettingsRow): MerchantStatus => ({
  merchantCode: row.merchantCode,
  maintenance: row.maintenance,
  restrictedCountries: row.restrictedCountries,
  blockedIps: row.blockedIps,
});

/** Changes the given status fields; undefined when the merchant has no settings (unknown merchant). */
export async function updateMerchantStatus(
  db: Db,
  merchantCode: string,
  update: MerchantStatusUpdate,
): Promise<MerchantStatus | undefined> {
  const [row] = await db
    .update(merchantSettings)
    .set({ ...update, updatedAt: new Date() })
    .where(eq(merchantSettings.merchantCode, merchantCode))
    .returning();
  // This process's guards see it before the caller answers; the others hear the table's trigger.
  invalidateMerchantGuards(merchantCode);
  return row && toMerchantStatus(row);
}

/** The permission payload's analytics tag and CDNs (spec §3), as the admin API shows them. */
export interface MerchantDelivery {
  merchantCode: string;
  gtagId: string | null;
  imageCDNs: string[];
  launchGameCDNs: string[];
}

export type MerchantDeliveryUpdate = Partial<Omit<MerchantDelivery, 'merchantCode'>>;

const toMerchantDelivery = (row: MerchantSettingsRow): MerchantDelivery => ({
  merchantCode: row.merchantCode,
  gtagId: row.gtagId,
  imageCDNs: row.imageCdns,
  launchGameCDNs: row.launchGameCdns,
});

/** Changes the given delivery fields; undefined for an unknown merchant. Read per request, so no cache to drop. */
export async function updateMerchantDelivery(
  db: Db,
  merchantCode: string,
  update: MerchantDeliveryUpdate,
): Promise<MerchantDelivery | undefined> {
  const [row] = await db
    .update(merchantSettings)
    .set({
      ...(update.gtagId !== undefined && { gtagId: update.gtagId }),
      ...(update.imageCDNs && { imageCdns: update.imageCDNs }),
      ...(update.launchGameCDNs && { launchGameCdns: update.launchGameCDNs }),
      updatedAt: new Date(),
    })
    .where(eq(merchantSettings.merchantCode, merchantCode))
    .returning();
  return row && toMerchantDelivery(row);
}

/** Spec §4: region restriction is the visitor's country being restricted, or the IP blocked. */
export const isRegionRestricted = (
  settings: Pick<MerchantSettingsRow, 'restrictedCountries' | 'blockedIps'>,
  location: { countryCode: string | null; ip: string },
): boolean =>
  (location.countryCode !== null && settings.restrictedCountries.includes(location.countryCode)) ||
  settings.blockedIps.includes(location.ip);

/** Spec §4: 0 normal, 1 maintenance, 2 region-blocked; maintenance is checked first. */
export const systemStatusCode = (maintenance: boolean, regionRestriction: boolean): 0 | 1 | 2 =>
  maintenance ? 1 : regionRestriction ? 2 : 0;
