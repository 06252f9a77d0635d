import { and, count, desc, eq, inArray, isNotNull, isNull, not, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { queryRows } from '../../db/query';
import type { Db } from '../../db/types';
import { pageOf, type PageQuery } from '../../http/paging';
import { members } from '../member/tables';
import { TRIAL_TYPES } from '../member/memberTypes';
import type { Notifier } from '../notifications/hub';
import { activeExclusion, excludedError } from '../responsible/exclusions';
import { rgExclusions } from '../responsible/tables';
import { claimableCounts } from '../rewards/badges';
import { memberMessages } from './tables';

export type Category = 'platform' | 'reward' | 'mission' | 'marketing';

/** Marketing stops during a break or self-exclusion (issue 15). */
const excludedAt = (memberId: SQLWrapper, at: SQLWrapper) =>
  sql`EXISTS (SELECT 1 FROM ${rgExclusions} WHERE ${rgExclusions.memberId} = ${memberId}
       AND ${rgExclusions.startsAt} <= ${at} AND (${rgExclusions.endsAt} IS NULL OR ${rgExclusions.endsAt} > ${at}))`;

/** What the member sees: everything but marketing that was sent while they were excluded. */
const visibleTo = (memberId: string) =>
  and(
    eq(memberMessages.memberId, memberId),
    not(and(eq(memberMessages.category, 'marketing'), excludedAt(memberMessages.memberId, memberMessages.createdAt))!),
  )!;

/**
 * The menu badges: messageV2 counts unread messages of every category (its page lists them all);
 * rewardCenter and missionLeaderboard count what can be claimed there now (rewards/badges.ts).
 */
export async function unreadCounts(db: Db, memberId: string) {
  const [[unread], claimable] = await Promise.all([
    db.select({ n: count() }).from(memberMessages).where(and(visibleTo(memberId), isNull(memberMessages.readAt))),
    claimableCounts(db, memberId),
  ]);
  const counts = { messageV2: unread?.n ?? 0, ...claimable };
  return { ...counts, total: counts.messageV2 + counts.rewardCenter + counts.missionLeaderboard };
}

/**
 * Pushes the member's new badge counts by socket. Call it with the pool, after the change committed: the counts run
 * their queries at once, which one transaction's connection cannot, and a rolled-back change must not be pushed.
 */
export async function pushUnread(db: Db, notifier: Notifier, memberId: string) {
  const counts = await unreadCounts(db, memberId);
  notifier.notify(memberId, { type: 'unread', counts });
  return counts;
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
  const where: SQL[] = [visibleTo(memberId)];
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
  return pushUnread(db, notifier, memberId);
}

export interface NewMessage {
  memberId: string;
  category: Category;
  title: string;
  content: string;
  at?: Date;
  read?: boolean;
}

/** Sends one message; marketing to a member on a break or self-excluded is refused with account_excluded. */
export async function sendMessage(db: Db, notifier: Notifier | null, message: NewMessage) {
  const exclusion = message.category === 'marketing' ? await activeExclusion(db, message.memberId, message.at) : undefined;
  if (exclusion) throw excludedError(exclusion);
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
  if (notifier) await pushUnread(db, notifier, message.memberId);
  return toMessage(row!);
}

export interface Broadcast {
  merchantCode: string;
  category: Category;
  title: string;
  content: string;
}

/**
 * Sends one message to every real (non-trial) member of a merchant and pushes each their new counts.
 * Marketing skips members on a break or self-excluded at the moment it is sent.
 */
export async function broadcastMessage(db: Db, notifier: Notifier | null, broadcast: Broadcast, now = new Date()) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const realMembers = and(eq(members.merchantCode, broadcast.merchantCode), not(inArray(members.type, [...TRIAL_TYPES])))!;
  const recipients = broadcast.category === 'marketing' ? and(realMembers, not(excludedAt(members.id, at)))! : realMembers;
  const sent = await queryRows<{ member_id: string }>(
    db,
    sql`INSERT INTO ${memberMessages} (member_id, category, title, content, created_at)
        SELECT ${members.id}, ${broadcast.category}, ${broadcast.title}, ${broadcast.content}, ${at} FROM ${members} WHERE ${recipients}
        RETURNING member_id`,
  );
  if (notifier) for (const { member_id } of sent) await pushUnread(db, notifier, member_id);
  const [all] = await db.select({ n: count() }).from(members).where(realMembers);
  return { sent: sent.length, skipped: (all?.n ?? 0) - sent.length };
}
