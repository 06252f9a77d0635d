import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from '../member/tables';
import { sessions } from '../session/tables';
import { merchants } from '../system/tables';

/** A game vendor (vassalage) in vendor sorting order; maintenance closes all its games. */
export const gameVendors = pgTable('game_vendors', {
  vassalage: text('vassalage').primaryKey(),
  displayName: text('display_name').notNull(),
  sort: integer('sort').notNull(),
  maintenance: boolean('maintenance').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The game catalogue (spec §3 Game): one row per game or vendor entry (isGame VASSALAGE). */
export const games = pgTable(
  'games',
  {
    nodeId: text('node_id').primaryKey(),
    gameType: text('game_type').notNull(),
    vassalage: text('vassalage')
      .notNull()
      .references(() => gameVendors.vassalage),
    gameCode: text('game_code').notNull(),
    isGame: text('is_game').notNull().default('GAME'),
    displayName: text('display_name').notNull(),
    gameName: text('game_name').notNull(),
    gameClassify: text('game_classify'),
    /** Popularity; hot games are the isHot 1 ones, most popular first. */
    hotRank: integer('hot_rank'),
    isNew: boolean('is_new').notNull().default(false),
    isJackpot: boolean('is_jackpot').notNull().default(false),
    /** The vendor's own order within its list. */
    sort: integer('sort').notNull(),
    maintenance: boolean('maintenance').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('games_vendor_type_code_key').on(t.vassalage, t.gameType, t.gameCode),
    index('games_type_order_idx').on(t.gameType, t.sort, t.nodeId),
    index('games_classify_idx').on(t.gameClassify),
    check('games_is_game', sql`${t.isGame} IN ('GAME', 'VASSALAGE')`),
  ],
);

/** A member's favourite games (spec §4 favourite toggle). */
export const favoriteGames = pgTable(
  'favorite_games',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    nodeId: text('node_id')
      .notNull()
      .references(() => games.nodeId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.nodeId] })],
);

/** The games a member launched; one row per game, moved to the top on every launch. */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    nodeId: text('node_id')
      .notNull()
      .references(() => games.nodeId),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.nodeId] }),
    index('recent_games_member_played_idx').on(t.memberId, t.playedAt),
  ],
);

/** One launch of a sandbox game page; the page's token is random and only its hash is kept. */
/**
 * A game launch lives only as long as the login session that made it (logout, a password change, the
 * session's expiry) and until `endedAt` (a password change ends every launch of the member).
 */
export const gameLaunches = pgTable(
  'game_launches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    /** The session that launched; null only on launches older than this column, which count as ended. */
    sessionId: uuid('session_id').references(() => sessions.id),
    nodeId: text('node_id')
      .notNull()
      .references(() => games.nodeId),
    currency: text('currency').notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('game_launches_member_idx').on(t.memberId)],
);

/**
 * A member's provably fair seed pair for the sandbox slot (issue 14): the server seed (secret while active,
 * only its SHA-256 shown), the client seed the member sets, and the nonce of the next spin. One active pair
 * per member (revealedAt null); rotating reveals it and starts a new one. Revealed rows are kept.
 */
export const slotSeeds = pgTable(
  'slot_seeds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.merchantCode),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce the next spin uses; after rotation, the number of spins played with the pair. */
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('slot_seeds_active_member')
      .on(t.memberId)
      .where(sql`${t.revealedAt} IS NULL`),
    index('slot_seeds_member_idx').on(t.memberId, t.id),
    check('slot_seeds_nonce', sql`${t.nonce} >= 0`),
  ],
);

/** One round of a sandbox game; (launch, roundId) makes a retried spin replay instead of betting twice. */
export const launchRounds = pgTable(
  'launch_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    launchId: uuid('launch_id')
      .notNull()
      .references(() => gameLaunches.id),
    roundId: text('round_id').notNull(),
    bet: bigint('bet', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
    /** The reels shown, e.g. "7,7,BAR". */
    outcome: text('outcome').notNull(),
    /** The seed pair and nonce that decided the reels (null on rounds older than the fair slot). */
    seedId: bigint('seed_id', { mode: 'number' }).references(() => slotSeeds.id),
    nonce: integer('nonce'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('launch_rounds_launch_round_key').on(t.launchId, t.roundId),
    check('launch_rounds_amounts', sql`${t.bet} > 0 AND ${t.win} >= 0`),
  ],
);

/** Poker (PvP) rooms of GLS2_roomList. */
export const gameRooms = pgTable('game_rooms', {
  roomId: text('room_id').primaryKey(),
  nodeId: text('node_id')
    .notNull()
    .references(() => games.nodeId),
  roomName: text('room_name').notNull(),
  smallBlind: integer('small_blind').notNull(),
  seats: integer('seats').notNull(),
  players: integer('players').notNull(),
});

/** The winner board of a merchant (GCSGAME_getRankList): seeded, and every big sandbox win joins it. */
export const gameWins = pgTable(
  'game_wins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.merchantCode),
    /** Already masked (ab***9): the board is public. */
    customerName: text('customer_name').notNull(),
    nodeId: text('node_id')
      .notNull()
      .references(() => games.nodeId),
    winAmount: bigint('win_amount', { mode: 'number' }).notNull(),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('game_wins_merchant_amount_idx').on(t.merchantCode, t.winAmount)],
);

/** Draw settings of the lottery games (the draws themselves come from the sandbox draw machine). */
export const lotteryGames = pgTable('lottery_games', {
  nodeId: text('node_id')
    .primaryKey()
    .references(() => games.nodeId),
  prizeMode: text('prize_mode').notNull(),
  region: text('region'),
  drawIntervalMinutes: integer('draw_interval_minutes').notNull(),
});

export type GameRow = typeof games.$inferSelect;
export type GameVendorRow = typeof gameVendors.$inferSelect;
