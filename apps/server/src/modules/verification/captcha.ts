// Captchas: a random text drawn server-side, its hash stored with a short life; each captcha answers once.
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { randomCaptchaText, renderCaptcha } from './captchaImage';
import { captchas } from './tables';

export const CAPTCHA_TTL_MS = 5 * 60_000;

const hashAnswer = (id: string, answer: string) =>
  createHash('sha256').update(id).update(answer.trim().toUpperCase()).digest('hex');

/** A new captcha: its id (the client keeps it in a cookie) and the PNG as base64. */
export async function createCaptcha(db: Db, text = randomCaptchaText()): Promise<{ id: string; png: string }> {
  const [row] = await db
    .insert(captchas)
    .values({ answerHash: 'pending', expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS) })
    .returning({ id: captchas.id });
  const id = row!.id;
  await db.update(captchas).set({ answerHash: hashAnswer(id, text) }).where(eq(captchas.id, id));
  return { id, png: renderCaptcha(text).toString('base64') };
}

/** Whether `answer` is the captcha's text (any letter case); the captcha is used up either way. */
export async function solveCaptcha(db: Db, id: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!id || !answer || !/^[0-9a-f-]{36}$/i.test(id)) return false;
  const [row] = await db
    .update(captchas)
    .set({ usedAt: new Date() })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())))
    .returning();
  return row !== undefined && row.answerHash === hashAnswer(id, answer);
}
