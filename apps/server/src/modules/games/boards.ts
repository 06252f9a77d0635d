// The winner board (GCSGAME_getRankList) and the poker rooms (GLS2_roomList).
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { gameArtUrl, type GameType } from './model';
import { gameRooms, games, gameWins } from './tables';

export async function rankList(
  db: Db,
  merchantCode: string,
  currency: string,
  limit: number,
  category: GameType | 'ALL',
) {
  const rows = await db
    .select({ win: gameWins, gameName: games.displayName, vassalage: games.vassalage })
    .from(gameWins)
    .innerJoin(games, eq(games.nodeId, gameWins.nodeId))
    .where(
      and(
        eq(gameWins.merchantCode, merchantCode),
        category === 'ALL' ? undefined : eq(games.gameType, category),
      ),
    )
    .orderBy(desc(gameWins.winAmount), desc(gameWins.wonAt))
    .limit(limit);
  return rows.map(({ win, gameName, vassalage }) => ({
    customerName: win.customerName,
    winAmount: win.winAmount,
    currency,
    gameName,
    iconUrl: gameArtUrl(win.nodeId),
    nodeId: win.nodeId,
    vassalage,
    wonAt: win.wonAt.toISOString(),
  }));
}

/** Stakes scale from the small blind: big blind 2x, buy-in 20 to 100 big blinds. */
export async function roomList(db: Db, currency: string, vassalage?: string) {
  const rows = await db
    .select({ room: gameRooms, vassalage: games.vassalage })
    .from(gameRooms)
    .innerJoin(games, eq(games.nodeId, gameRooms.nodeId))
    .where(vassalage ? eq(games.vassalage, vassalage) : undefined)
    .orderBy(asc(games.vassalage), asc(gameRooms.roomId));
  return rows.map(({ room, vassalage: vendor }) => ({
    roomId: room.roomId,
    roomName: room.roomName,
    nodeId: room.nodeId,
    vassalage: vendor,
    smallBlind: room.smallBlind,
    bigBlind: room.smallBlind * 2,
    minBuyIn: room.smallBlind * 40,
    maxBuyIn: room.smallBlind * 200,
    seats: room.seats,
    players: Math.min(room.players, room.seats),
    currency,
  }));
}
