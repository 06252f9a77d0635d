// External account binding (spec §4): a pending binding may be changed or unlinked; once the member
// confirms it, it is permanent (changes then go through customer service).
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { externalAccounts } from './tables';

export const EXTERNAL_PROVIDERS = ['GOOGLE', 'FACEBOOK', 'TELEGRAM', 'WHATSAPP'] as const;
type Provider = (typeof EXTERNAL_PROVIDERS)[number];

export async function listExternalAccounts(db: Db, memberId: string) {
  const rows = await db.select().from(externalAccounts).where(eq(externalAccounts.memberId, memberId)).orderBy(asc(externalAccounts.boundAt));
  return {
    accounts: rows.map((r) => ({
      provider: r.provider as Provider,
      externalId: r.externalId,
      status: r.status as 'pending' | 'confirmed',
      boundAt: r.boundAt.toISOString(),
      ...(r.confirmedAt && { confirmedAt: r.confirmedAt.toISOString() }),
    })),
    providers: [...EXTERNAL_PROVIDERS],
  };
}

const one = (memberId: string, provider: Provider) =>
  and(eq(externalAccounts.memberId, memberId), eq(externalAccounts.provider, provider));

async function current(db: Db, memberId: string, provider: Provider) {
  const [row] = await db.select().from(externalAccounts).where(one(memberId, provider)).for('update');
  return row;
}

export async function bindExternalAccount(db: Db, memberId: string, provider: Provider, externalId: string) {
  await db.transaction(async (tx) => {
    const row = await current(tx, memberId, provider);
    if (row?.status === 'confirmed') throw new ApiError(409, 'binding_locked');
    if (row) await tx.update(externalAccounts).set({ externalId: externalId.trim(), boundAt: new Date() }).where(one(memberId, provider));
    else await tx.insert(externalAccounts).values({ memberId, provider, externalId: externalId.trim() });
  });
  return listExternalAccounts(db, memberId);
}

export async function confirmExternalAccount(db: Db, memberId: string, provider: Provider) {
  await db.transaction(async (tx) => {
    const row = await current(tx, memberId, provider);
    if (!row) throw new ApiError(404, 'not_found');
    if (row.status === 'confirmed') return;
    await tx.update(externalAccounts).set({ status: 'confirmed', confirmedAt: new Date() }).where(one(memberId, provider));
  });
  return listExternalAccounts(db, memberId);
}

export async function unlinkExternalAccount(db: Db, memberId: string, provider: Provider) {
  await db.transaction(async (tx) => {
    const row = await current(tx, memberId, provider);
    if (!row) throw new ApiError(404, 'not_found');
    if (row.status === 'confirmed') throw new ApiError(409, 'binding_locked');
    await tx.delete(externalAccounts).where(one(memberId, provider));
  });
  return listExternalAccounts(db, memberId);
}
