import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { pageOf, type PageQuery } from '../../http/paging';
import type { Notifier } from '../notifications/hub';
import { claimableCounts } from '../rewards/badges';
import { memberMessages } from './tables';

type Category = 'platform' | 'reward' | 'mission';

/**
 * The menu badges: messageV2 counts unread messages of every category (its page lists them all);
 * rewardCenter and missionLeaderboard count what can be claimed there now (rewards/badges.ts).
 */
export async function unreadCounts(db: Db, memberId: string) {
  const [[unread], claimable] = await Promise.all([
    db.select({ n: count() }).from(memberMessages).where(and(eq(memberMessages.memberId, memberId), isNull(memberMessages.readAt))),
    claimableCounts(db, memberId),
  ]);
  const counts = { messageV2: unread?.n ?? 0, ...claimable };
  return { ...counts, total: counts.messageV2 + counts.rewardCenter + counts.missionLeaderboard };
}

const toMessage = (row: typeof memberMessages.$inferSelect) => ({
  id: row.id,
  category: row.category as Category,
  title: row.title,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

export async function listMessages(db: Db, memberId: string, query: PageQuery & { read?: boolean; category?: Category }) {
  const where: SQL[] = [eq(memberMessages.memberId, memberId)];
  if (query.category) where.push(eq(memberMessages.category, query.category));
  if (query.read === true) where.push(isNotNull(memberMessages.readAt));
  if (query.read === false) where.push(isNull(memberMessages.readAt));
  const page = pageOf(query);
  const [rows, [total], counts] = await Promise.all([
    db.select().from(memberMessages).where(and(...where)).orderBy(desc(memberMessages.createdAt)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(memberMessages).where(and(...where)),
    unreadCounts(db, memberId),
  ]);
  return { ...page.result(rows.map(toMessage), total?.n ?? 0), unread: counts.messageV2 };
}

/** Marks the member's own messages read (others' ids are ignored) and pushes the new counts. */
export async function markRead(db: Db, notifier: Notifier, memberId: string, which: { ids?: string[]; all?: boolean }) {
  const mine = and(eq(memberMessages.memberId, memberId), isNull(memberMessages.readAt));
  const target = which.all ? mine : and(mine, inArray(memberMessages.id, which.ids ?? []));
  if (which.all || (which.ids?.length ?? 0) > 0) await db.update(memberMessages).set({ readAt: new Date() }).where(target);
  const counts = await unreadCounts(db, memberId);
  notifier.notify(memberId, { type: 'unread', counts });
  return counts;
}

export interface NewMessage {
  memberId: string;
  category: Category;
  title: string;
  content: string;
  at?: Date;
  read?: boolean;
}

export async function sendMessage(db: Db, notifier: Notifier | null, message: NewMessage) {
  const [row] = await db
    .insert(memberMessages)
    .values({
      memberId: message.memberId,
      category: message.category,
      title: message.title,
      content: message.content,
      ...(message.at && { createdAt: message.at }),
      ...(message.read && { readAt: message.at ?? new Date() }),
    })
    .returning();
  if (notifier) notifier.notify(message.memberId, { type: 'unread', counts: await unreadCounts(db, message.memberId) });
  return toMessage(row!);
}
