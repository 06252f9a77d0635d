// agentAnnouncement: staff announcements for the merchant's agents, newest first, 9 a page (spec §9).
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { pageOf, type PageQuery } from '../../http/paging';
import { agentAnnouncements } from './tables';

export const ANNOUNCEMENTS_PER_PAGE = 9;

export async function listAgentAnnouncements(
  db: Db,
  merchantCode: string,
  query: Pick<PageQuery, 'pageNo' | 'pageSize'>,
) {
  const page = pageOf({ pageSize: ANNOUNCEMENTS_PER_PAGE, ...query });
  const where = eq(agentAnnouncements.merchantCode, merchantCode);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(agentAnnouncements)
      .where(where)
      .orderBy(desc(agentAnnouncements.publishedAt), desc(agentAnnouncements.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(agentAnnouncements).where(where),
  ]);
  return page.result(
    rows.map((r) => ({
      id: r.id,
      title: r.title,
      content: r.content,
      time: r.publishedAt.toISOString(),
    })),
    total?.n ?? 0,
  );
}
