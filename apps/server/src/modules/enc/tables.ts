import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Key pairs the server generated on its first start, kept with the data so every process on the
 * database (and every restart) decrypts with the same key.
 */
export const serverKeys = pgTable('server_keys', {
  /** What the key is for; 'jwe' is the RSA-OAEP-256 key of the `enc` payloads. */
  purpose: text('purpose').primaryKey(),
  /** The private key as a JWK (it contains the public part). */
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
