import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One-time codes sent by SMS or email. Only a salted hash of the code is kept; the rows also count the
 * sends per destination, which is what the §9 SMS limits are measured on.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantCode: text('merchant_code').notNull(),
    /** What the code unlocks: login, register, password, login_ip (see VerificationPurpose). */
    purpose: text('purpose').notNull(),
    /** sms or email. */
    channel: text('channel').notNull(),
    /** Normalised: `+<dialing code> <number>` for SMS, the lower-cased address for email. */
    destination: text('destination').notNull(),
    /** `<salt>:<sha256(salt + code)>`, hex. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_destination_idx').on(t.channel, t.destination, t.createdAt)],
);

/** Captchas handed out by GET /wps/captcha; the client holds the id in a cookie, the answer is hashed. */
export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey().defaultRandom(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
