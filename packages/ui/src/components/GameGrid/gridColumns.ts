/**
 * How many tile columns fit a container: as many as keep each tile at least `minTileWidth` wide, never
 * fewer than `minColumns` (phones show two or three small tiles, not one huge one), never more than `maxColumns`.
 */
export const gridColumns = (
  width: number,
  minTileWidth: number,
  gap: number,
  { minColumns = 2, maxColumns = 8 }: { minColumns?: number; maxColumns?: number } = {},
): number => {
  if (!Number.isFinite(width) || width <= 0) return minColumns;
  const fit = Math.floor((width + gap) / (minTileWidth + gap));
  return Math.min(maxColumns, Math.max(minColumns, fit));
};

/** Tile width for a container width and column count. */
export const tileWidth = (width: number, columns: number, gap: number): number =>
  columns > 0 ? Math.max(0, (width - gap * (columns - 1)) / columns) : 0;

/** Splits indexes into rows: row r holds items [r * columns, (r + 1) * columns). */
export const rowCount = (items: number, columns: number): number => (columns > 0 ? Math.ceil(items / columns) : 0);
