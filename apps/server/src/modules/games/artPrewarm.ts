// Renders the JPEG copy of every game's tile artwork ahead of the first visitor (artRaster.ts), one at a
// time so the server stays responsive. Files already on disk cost a stat; a restart renders nothing.
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { gameSvg } from './art';
import type { ArtRaster } from './artRaster';
import { games } from './tables';

export interface PrewarmResult {
  games: number;
  rendered: number;
}

/** Renders what is missing, in catalogue order (the lobby's first rows first); resolves when all are ready. */
export async function prewarmGameArt(db: Db, raster: ArtRaster): Promise<PrewarmResult> {
  const rows = await db
    .select({
      nodeId: games.nodeId,
      displayName: games.displayName,
      vassalage: games.vassalage,
      gameType: games.gameType,
    })
    .from(games)
    .orderBy(asc(games.sort), asc(games.nodeId));
  let rendered = 0;
  for (const row of rows) {
    const svg = gameSvg(row, false, false);
    if (await raster.has(svg)) continue;
    await raster.jpeg(svg);
    rendered += 1;
  }
  return { games: rows.length, rendered };
}
