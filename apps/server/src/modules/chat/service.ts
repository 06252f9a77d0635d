import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import type { Notifier } from '../notifications/hub';
import { agentAnswer, CHAT_MODELS } from './agent';
import { chatMessages, chats } from './tables';

const toMessage = (row: typeof chatMessages.$inferSelect) => ({
  id: row.id,
  chatId: row.chatId,
  from: row.sender as 'member' | 'agent',
  text: row.text,
  sentAt: row.sentAt.toISOString(),
});

const HISTORY = 50;

/** Reopens the member's chat in that queue, or starts one with the agent's greeting. */
export async function launchChat(db: Db, memberId: string, modelId: string, language: string) {
  const model = CHAT_MODELS.find((m) => m.modelId === modelId);
  if (!model) throw new ApiError(404, 'not_found');
  const [existing] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.memberId, memberId), eq(chats.modelId, modelId)))
    .orderBy(desc(chats.createdAt))
    .limit(1);
  const chat =
    existing ??
    (await db.transaction(async (tx) => {
      const [created] = await tx.insert(chats).values({ memberId, modelId, agentName: model.agentName, language }).returning();
      await tx.insert(chatMessages).values({ chatId: created!.id, sender: 'agent', text: agentAnswer(language, null) });
      return created!;
    }));
  const recent = await db.select().from(chatMessages).where(eq(chatMessages.chatId, chat.id)).orderBy(desc(chatMessages.sentAt)).limit(HISTORY);
  return {
    chatId: chat.id,
    modelId: chat.modelId,
    agentName: chat.agentName,
    messages: recent.reverse().map(toMessage),
  };
}

async function add(db: Db, notifier: Notifier, chat: typeof chats.$inferSelect, sender: 'member' | 'agent', text: string) {
  const [row] = await db.insert(chatMessages).values({ chatId: chat.id, sender, text }).returning();
  const message = toMessage(row!);
  notifier.notify(chat.memberId, { type: 'chat.message', message });
  return message;
}

async function chatOf(db: Db, chatId: string, memberId?: string) {
  const [chat] = await db
    .select()
    .from(chats)
    .where(memberId ? and(eq(chats.id, chatId), eq(chats.memberId, memberId)) : eq(chats.id, chatId));
  if (!chat) throw new ApiError(404, 'not_found');
  return chat;
}

/** A member's message: stored, echoed to their sockets, and answered by the sandbox agent after a pause. */
export async function memberSays(db: Db, notifier: Notifier, memberId: string, chatId: string, text: string, replyMs: number) {
  const chat = await chatOf(db, chatId, memberId);
  const message = await add(db, notifier, chat, 'member', text);
  const timer = setTimeout(() => {
    add(db, notifier, chat, 'agent', agentAnswer(chat.language, text)).catch(() => {
      // The server is closing (database gone): the answer is lost with it.
    });
  }, replyMs);
  timer.unref();
  return message;
}

export async function agentSays(db: Db, notifier: Notifier, chatId: string, text: string) {
  return add(db, notifier, await chatOf(db, chatId), 'agent', text);
}

