import { memo, useCallback, useEffect, useRef, useState } from 'react';
import type { FocusEvent, ReactNode } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Range } from '@tanstack/react-virtual';
import { Gamepad2 } from 'lucide-react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import type { LobbyGame } from '../GameTile/game';
import { GameTile, GameTileSkeleton } from '../GameTile/GameTile';
import type { GameGridMessages } from './GameGrid.messages';
import { gameGridMessages } from './GameGrid.messages';
import { gridColumns, rowCount, tileWidth } from './gridColumns';
import * as styles from './GameGrid.css';

export interface GameGridTileContext {
  index: number;
  /** True for the first row: render the tile with `priority` so its image is not lazy (LCP). */
  priority: boolean;
}

export interface GameGridProps<Game extends LobbyGame = LobbyGame> {
  games: Game[];
  /** Draws one tile; by default a plain GameTile. Pass `priority` through to GameTile. */
  renderTile?: (game: Game, context: GameGridTileContext) => ReactNode;
  /**
   * A key per tile. By default tiles are keyed by their place in the row, so a search or a filter
   * updates the tiles already on screen instead of building new ones; pass e.g. `(game) => game.nodeId`
   * when a tile keeps state of its own that must stay with its game.
   */
  getKey?: (game: Game) => string | number;
  /** Shows skeleton tiles (and tells assistive technology the list is busy). */
  loading?: boolean;
  skeletonCount?: number;
  /** Replaces the default empty message (e.g. with a call to action). */
  empty?: ReactNode;
  /** Tiles are at least this wide; columns follow the container's width. Default 156 px. */
  minTileWidth?: number;
  /** Space between tiles, px. Default 16. */
  gap?: number;
  /** Rows rendered beyond the viewport on each side, so keyboard focus always has a next tile. Default 3. */
  overscan?: number;
  /**
   * Tiles drawn before the grid has measured its width (a server's render, hydration, the first frame): laid
   * out by CSS alone, in the columns the measured grid will have, so the page does not move once it measures.
   * Default 24 (three rows of the widest grid, or a phone's screen and more).
   */
  firstViewCount?: number;
  messages?: Partial<GameGridMessages>;
}

/** Height of the tile's name and vendor band, for the first estimate before rows are measured. */
const INFO_BAND = 58;

/** gridColumns' bounds, which the first view's CSS repeats. */
const MIN_COLUMNS = 2;
const MAX_COLUMNS = 8;

/**
 * `gridColumns` in CSS, for the first view: auto-fill columns at least `minTileWidth` wide, but never fewer
 * than MIN_COLUMNS (the track shrinks to fit them) nor more than MAX_COLUMNS (it grows to fill the row).
 */
const autoFillColumns = (minTileWidth: number, gap: number) =>
  `repeat(auto-fill, minmax(clamp((100% - ${(MAX_COLUMNS - 1) * gap}px) / ${MAX_COLUMNS}, ${minTileWidth}px, (100% - ${(MIN_COLUMNS - 1) * gap}px) / ${MIN_COLUMNS}), 1fr))`;
const fixedColumns = (columns: number) => `repeat(${columns}, minmax(0, 1fr))`;

const defaultRenderTile = (game: LobbyGame, { priority }: GameGridTileContext) => <GameTile game={game} priority={priority} />;

interface GridRowProps<Game extends LobbyGame> {
  games: Game[];
  index: number;
  /** Tiles in the row. */
  columns: number;
  /** The row's `grid-template-columns`. */
  template: string;
  /** Tiles before this position load their artwork with priority. */
  priorityBefore: number;
  gap: number;
  /** Its place from the list's top; undefined: in the flow (the first view, before the grid is measured). */
  offset: number | undefined;
  renderTile: (game: Game, context: GameGridTileContext) => ReactNode;
  getKey?: (game: Game) => string | number;
  measure: (element: HTMLDivElement | null) => void;
}

/**
 * One virtual row. Memoised: while the page scrolls, the grid re-renders each time its range of rows
 * changes, and only the row that came into range renders; the rows already on screen are left alone.
 */
const GridRow = memo(function GridRow<Game extends LobbyGame>({
  games,
  index,
  columns,
  template,
  priorityBefore,
  gap,
  offset,
  renderTile,
  getKey,
  measure,
}: GridRowProps<Game>) {
  const first = index * columns;
  return (
    <div
      role="none"
      data-index={index}
      ref={offset === undefined ? undefined : measure}
      className={offset === undefined ? styles.firstView : styles.row}
      style={{
        transform: offset === undefined ? undefined : `translateY(${offset}px)`,
        gridTemplateColumns: template,
        columnGap: gap,
        rowGap: gap,
        paddingBlockEnd: gap,
      }}
    >
      {games.slice(first, first + columns).map((game, column) => {
        const position = first + column;
        return (
          <div key={getKey ? getKey(game) : column} role="listitem" aria-setsize={games.length} aria-posinset={position + 1} className={styles.cell}>
            {renderTile(game, { index: position, priority: position < priorityBefore })}
          </div>
        );
      })}
    </div>
  );
}) as <Game extends LobbyGame>(props: GridRowProps<Game>) => ReactNode;

/**
 * A window-scrolling, virtualised grid of game tiles: only the rows near the viewport are in the DOM,
 * so 10,000 games scroll smoothly. Columns follow the container's width; rows are measured.
 */
export const GameGrid = <Game extends LobbyGame = LobbyGame>({
  games,
  renderTile = defaultRenderTile as (game: Game, context: GameGridTileContext) => ReactNode,
  getKey,
  loading = false,
  skeletonCount = 12,
  empty,
  minTileWidth = 156,
  gap = 16,
  overscan = 3,
  firstViewCount = 24,
  messages: messagesProp,
}: GameGridProps<Game>) => {
  const messages = { ...gameGridMessages, ...messagesProp };
  const rootRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [scrollMargin, setScrollMargin] = useState(0);
  // the row holding keyboard focus stays rendered even when scrolled away, so focus is never lost
  const focusedRow = useRef<number | null>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      setWidth(entry.contentRect.width);
      setScrollMargin(root.getBoundingClientRect().top + window.scrollY);
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, []);

  const measured = width > 0;
  const columns = gridColumns(width, minTileWidth, gap, { minColumns: MIN_COLUMNS, maxColumns: MAX_COLUMNS });
  const template = measured ? fixedColumns(columns) : autoFillColumns(minTileWidth, gap);
  const rows = rowCount(games.length, columns);
  const estimate = tileWidth(width || minTileWidth * columns, columns, gap) + INFO_BAND + gap;

  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const focused = focusedRow.current;
    if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
    return [...indexes, focused].sort((a, b) => a - b);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => estimate,
    overscan,
    scrollMargin,
    rangeExtractor,
    // a row that measures 0 (not laid out yet, or no layout engine) keeps its estimate instead of collapsing
    measureElement: (element) => element.getBoundingClientRect().height || estimate,
  });
  // When a row above the fold turns out taller or shorter than estimated, the page scrolls by the
  // difference so the rows in view stay put. "Above the fold" is judged by the window's scroll position
  // now, not by the offset the virtualiser read when it mounted: a grid that mounts while the previous
  // page is still scrolled, just before the router scrolls to the top, must not push the new page down.
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange ??= (item, _delta, instance) => {
    const offset = typeof window === 'undefined' ? 0 : window.scrollY;
    return instance.itemSizeCache.has(item.key)
      ? item.end <= offset && instance.scrollDirection !== 'backward'
      : item.start < offset;
  };

  if (loading) {
    return (
      <div ref={rootRef} className={styles.root} aria-busy="true">
        <VisuallyHidden role="status">{messages.loading}</VisuallyHidden>
        <div className={styles.skeletonGrid} style={{ gridTemplateColumns: template, gap }}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <GameTileSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }

  if (games.length === 0) {
    return (
      <div ref={rootRef} className={styles.root}>
        {empty ?? (
          <div className={styles.empty} role="status">
            <span className={styles.emptyIcon} aria-hidden="true">
              <Gamepad2 size={28} />
            </span>
            <p className={styles.emptyTitle}>{messages.emptyTitle}</p>
            <p className={styles.emptyDescription}>{messages.emptyDescription}</p>
          </div>
        )}
      </div>
    );
  }

  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    const rowElement = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    const index = rowElement ? Number(rowElement.dataset.index) : NaN;
    if (Number.isNaN(index)) return;
    focusedRow.current = index;
    // bring the row fully into view; rendering then follows, so Tab always finds the next row
    virtualizer.scrollToIndex(index, { align: 'auto' });
  };
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusedRow.current = null;
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <div
        role="list"
        aria-label={messages.label}
        className={styles.list}
        style={measured ? { height: virtualizer.getTotalSize() } : undefined}
        onFocus={handleFocus}
        onBlur={handleBlur}
      >
        {measured ? (
          virtualizer.getVirtualItems().map((row) => (
            <GridRow
              key={row.key}
              games={games}
              index={row.index}
              columns={columns}
              template={template}
              priorityBefore={columns}
              gap={gap}
              offset={row.start - virtualizer.options.scrollMargin}
              renderTile={renderTile}
              getKey={getKey}
              measure={virtualizer.measureElement}
            />
          ))
        ) : (
          // One row of the first tiles, in the flow, keyed as the measured grid's first row: its tiles (the
          // LCP artwork among them) stay the same elements when the grid measures and virtualises.
          <GridRow
            key={0}
            games={games}
            index={0}
            columns={firstViewCount}
            template={template}
            priorityBefore={MIN_COLUMNS}
            gap={gap}
            offset={undefined}
            renderTile={renderTile}
            getKey={getKey}
            measure={virtualizer.measureElement}
          />
        )}
      </div>
    </div>
  );
};
GameGrid.displayName = 'GameGrid';
