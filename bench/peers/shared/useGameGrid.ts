import { use, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { gamesNamed, loadRngGames } from './catalogue';

/** Tiles at least this wide, this far apart: Croupier's grid (two columns on a phone, up to eight). */
const MIN_TILE_WIDTH = 156;
const GAP = 16;
const MAX_COLUMNS = 8;

/**
 * The lobby's grid of RNG games named like `query`, for a window-scrolling virtual list of rows: as many
 * columns as the list's width holds, and only the rows near the viewport rendered. It suspends until the
 * catalogue has loaded. Put `listRef` on the list, `height` high; place each of `rows` `offset` px down the
 * list, with `ref={measureRow}` and `data-index={row.index}` so it is measured. A row's first estimate is a
 * square of artwork, `nameBand` px of name under it, and the 16 px gap the row leaves below.
 */
export function useGameGrid(query: string, nameBand: number) {
  const all = use(loadRngGames());
  const games = useMemo(() => gamesNamed(all, query), [all, query]);
  const listRef = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, top: 0 });

  // Measured before the first paint, so the first rows drawn already have their columns and place.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const width = list.clientWidth;
      const top = list.getBoundingClientRect().top + window.scrollY;
      setBox((old) => (old.width === width && old.top === top ? old : { width, top }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  const fit = Math.floor((box.width + GAP) / (MIN_TILE_WIDTH + GAP));
  const columns = Math.min(MAX_COLUMNS, Math.max(2, fit));
  const tileWidth = (box.width - GAP * (columns - 1)) / columns;
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(games.length / columns),
    estimateSize: () => tileWidth + nameBand + GAP,
    overscan: 2,
    scrollMargin: box.top,
  });
  const rows = virtualizer.getVirtualItems().map((row) => ({
    key: row.key,
    index: row.index,
    offset: row.start - virtualizer.options.scrollMargin,
    games: games.slice(row.index * columns, (row.index + 1) * columns),
  }));
  return {
    games,
    columns,
    rows,
    listRef,
    height: virtualizer.getTotalSize(),
    measureRow: virtualizer.measureElement,
  };
}
