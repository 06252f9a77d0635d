// Renders the PNG copy of every vendor's logo and the JPEG copy of every game's tile artwork ahead of the first
// visitor (artRaster.ts), one at a time so the server stays responsive. Files already on disk cost a stat; a
// restart renders nothing.
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { gameSvg, vendorSvg } from './art';
import type { ArtRaster } from './artRaster';
import { gameVendors, games } from './tables';

export interface PrewarmResult {
  vendors: number;
  games: number;
  rendered: number;
}

/**
 * Renders what is missing, the logos first (every lobby page shows some), then the tiles in catalogue order (the
 * lobby's first rows first); resolves when all are ready.
 */
export async function prewarmGameArt(db: Db, raster: ArtRaster): Promise<PrewarmResult> {
  let rendered = 0;
  const vendors = await db
    .select({ vassalage: gameVendors.vassalage, displayName: gameVendors.displayName })
    .from(gameVendors)
    .orderBy(asc(gameVendors.vassalage));
  for (const vendor of vendors) {
    const svg = vendorSvg(vendor.vassalage, vendor.displayName);
    if (await raster.has(svg, 'png')) continue;
    await raster.png(svg);
    rendered += 1;
  }
  const rows = await db
    .select({
      nodeId: games.nodeId,
      displayName: games.displayName,
      vassalage: games.vassalage,
      gameType: games.gameType,
    })
    .from(games)
    .orderBy(asc(games.sort), asc(games.nodeId));
  for (const row of rows) {
    const svg = gameSvg(row, false, false);
    if (await raster.has(svg)) continue;
    await raster.jpeg(svg);
    rendered += 1;
  }
  return { vendors: vendors.length, games: rows.length, rendered };
}
