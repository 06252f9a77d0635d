// Lobby content of a merchant in a language (spec §2 home): a language with no content of its own shows
// the English content (spec §4: language falls back to EN).
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { toPage } from '../games/model';
import { announcements, banners, notices } from './tables';

type Scope = { merchantCode: string; language: string };

/** Runs `read` in the language, and in English when that finds nothing. */
async function withFallback<T>(
  scope: Scope,
  read: (language: string) => Promise<T[]>,
): Promise<T[]> {
  const rows = await read(scope.language);
  return rows.length > 0 || scope.language === 'EN' ? rows : read('EN');
}

export const listBanners = (db: Db, scope: Scope, groupName: string) =>
  withFallback(scope, async (language) => {
    const rows = await db
      .select()
      .from(banners)
      .where(
        and(
          eq(banners.merchantCode, scope.merchantCode),
          eq(banners.language, language),
          eq(banners.groupName, groupName),
        ),
      )
      .orderBy(asc(banners.sequence));
    return rows.map((b) => ({
      id: b.id,
      url: b.imageUrl,
      title: b.title,
      groupName: b.groupName as 'w_login' | 'w_forget' | 'w_home' | 'w_leftmenu',
      linkageType: b.linkageType as 'NONE' | 'GAME' | 'GAME_TYPE' | 'PROMOTION' | 'ROUTE' | 'URL',
      linkageTarget: b.linkageTarget,
      sequence: b.sequence,
    }));
  });

export const listNotices = (db: Db, scope: Scope, types: string[]) =>
  withFallback(scope, async (language) => {
    const rows = await db
      .select()
      .from(notices)
      .where(
        and(
          eq(notices.merchantCode, scope.merchantCode),
          eq(notices.language, language),
          inArray(notices.type, types),
        ),
      )
      .orderBy(asc(notices.sequence));
    return rows.map((n) => ({
      id: n.id,
      title: n.title,
      type: n.type as 'B' | 'PL' | 'PU' | 'PR' | 'H',
      content: n.content,
    }));
  });

export async function announcementPage(db: Db, scope: Scope, pageNo: number, pageSize: number) {
  const read = async (language: string) => {
    const where = and(
      eq(announcements.merchantCode, scope.merchantCode),
      eq(announcements.language, language),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(announcements)
        .where(where)
        .orderBy(desc(announcements.publishedAt), asc(announcements.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      db.select({ n: count() }).from(announcements).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  };
  let found = await read(scope.language);
  if (found.total === 0 && scope.language !== 'EN') found = await read('EN');
  const content = found.rows.map((a) => ({
    id: a.id,
    title: a.title,
    content: a.content,
    time: a.publishedAt.toISOString(),
    popup: a.popup as 'A' | 'B' | 'F' | null,
  }));
  return toPage(content, pageNo, pageSize, found.total);
}
