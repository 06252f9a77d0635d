import '../Select/jsdomPolyfills';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CroupierProvider } from '../../provider/CroupierProvider';
import { renderWithProvider } from '../../test/render';
import { makeGames } from '../GameTile/GameTile.fixtures';
import { GameTile } from '../GameTile/GameTile';
import { GameGrid } from './GameGrid';
import { gridColumns, rowCount, tileWidth } from './gridColumns';

/** jsdom lays nothing out: this observer reports the grid 1,000 px wide (five columns) as it starts observing. */
class MeasuringObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target, contentRect: { width: 1000 } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}
const NoLayoutObserver = globalThis.ResizeObserver;

describe('GameGrid', () => {
  beforeEach(() => {
    globalThis.ResizeObserver = MeasuringObserver as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    globalThis.ResizeObserver = NoLayoutObserver;
  });

  it('before it has measured its width (a server render, hydration), draws the first tiles in CSS columns', () => {
    globalThis.ResizeObserver = NoLayoutObserver;
    const games = makeGames(100);
    renderWithProvider(<GameGrid games={games} firstViewCount={10} />);
    const list = screen.getByRole('list', { name: 'Games' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[9]).toHaveAttribute('aria-posinset', '10');
    expect(items[9]).toHaveAttribute('aria-setsize', '100');
    // the columns come from CSS (as many as fit, two to eight), so the server's page lays out as the grid will
    const row = items[0]!.parentElement!;
    expect(row.style.gridTemplateColumns).toMatch(/^repeat\(auto-fill, minmax\(clamp\(/);
    expect(row.style.transform).toBe('');
    // a phone's first row (two tiles) carries the priority artwork; the rest waits for layout
    const images = within(list).getAllByRole('article').map((tile) => tile.querySelector('img'));
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('fetchpriority', 'high');
    expect(images[2]).toHaveAttribute('loading', 'lazy');
  });

  it('once measured, keeps the first tiles as the same elements and lays rows out in fixed columns', () => {
    let report: ((width: number) => void) | undefined;
    globalThis.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        report ??= (width) => callback([{ contentRect: { width } } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    const games = makeGames(100);
    renderWithProvider(<GameGrid games={games} />);
    const [first] = screen.getAllByRole('article');
    const firstImage = first!.querySelector('img');
    act(() => report!(1000));
    const [measuredFirst] = screen.getAllByRole('article');
    expect(measuredFirst).toBe(first);
    expect(measuredFirst!.querySelector('img')).toBe(firstImage);
    expect(first!.closest<HTMLElement>('[data-index]')!.style.gridTemplateColumns).toBe('repeat(5, minmax(0, 1fr))');
  });

  it('rendering 10,000 games puts only a bounded number of tiles in the DOM', () => {
    const games = makeGames(10_000);
    renderWithProvider(<GameGrid games={games} />);
    const list = screen.getByRole('list', { name: 'Games' });
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(60);
    // each item knows where it sits in the whole list
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', '10000');
  });

  it('renders tiles in order, the first row with priority images', () => {
    const games = makeGames(30);
    renderWithProvider(<GameGrid games={games} />);
    const articles = screen.getAllByRole('article');
    expect(articles[0]).toHaveAccessibleName(games[0]!.displayName!);
    expect(articles[1]).toHaveAccessibleName(games[1]!.displayName!);
    expect(articles[0]!.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(articles[articles.length - 1]!.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('draws each tile with renderTile', () => {
    const games = makeGames(4);
    renderWithProvider(
      <GameGrid games={games} renderTile={(game, { priority }) => <GameTile game={game} priority={priority} vendorName={`Vendor ${game.vassalage}`} />} />,
    );
    expect(screen.getAllByText(/^Vendor /)).toHaveLength(4);
  });

  it('updates the tiles on screen for new games (a search) instead of building new ones, with new artwork', () => {
    const games = makeGames(40);
    const { rerender } = renderWithProvider(<GameGrid games={games} />);
    const [firstCell] = screen.getAllByRole('listitem');
    const firstImage = firstCell!.querySelector('img');
    const found = games.slice(20);
    rerender(<CroupierProvider><GameGrid games={found} /></CroupierProvider>);
    const [cell] = screen.getAllByRole('listitem');
    expect(cell).toBe(firstCell);
    expect(within(cell!).getByRole('article')).toHaveAccessibleName(found[0]!.displayName!);
    // the picture is a new element: the old game's artwork never shows under the new name
    expect(cell!.querySelector('img')).not.toBe(firstImage);
    expect(cell!.querySelector('img')).toHaveAttribute('src', found[0]!.iconUrl);
    expect(cell).toHaveAttribute('aria-setsize', '20');
  });

  it('renders a row again only when its own games change', () => {
    const games = makeGames(40);
    const seen: string[] = [];
    const renderTile = (game: (typeof games)[number]) => {
      seen.push(String(game.nodeId));
      return <GameTile game={game} />;
    };
    const { rerender } = renderWithProvider(<GameGrid games={games} renderTile={renderTile} />);
    expect(seen.length).toBeGreaterThan(0);
    seen.length = 0;
    // the grid renders again (new messages), its rows have the same games: no tile renders
    rerender(
      <CroupierProvider>
        <GameGrid games={games} renderTile={renderTile} messages={{ label: 'Slots' }} />
      </CroupierProvider>,
    );
    expect(screen.getByRole('list', { name: 'Slots' })).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('shows skeletons and a busy state while loading', () => {
    renderWithProvider(<GameGrid games={[]} loading skeletonCount={6} />);
    expect(screen.getAllByTestId('game-tile-skeleton')).toHaveLength(6);
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
  });

  it('shows an empty state, or the one passed', () => {
    const { rerender } = renderWithProvider(<GameGrid games={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('No games here yet');
    rerender(<GameGrid games={[]} empty={<p>Nothing in favourites</p>} />);
    expect(screen.getByText('Nothing in favourites')).toBeInTheDocument();
  });
});

describe('gridColumns', () => {
  it('fits as many columns as keep tiles at least the minimum width, within bounds', () => {
    expect(gridColumns(360, 156, 16)).toBe(2);
    expect(gridColumns(1000, 156, 16)).toBe(5);
    expect(gridColumns(3000, 156, 16)).toBe(8);
    expect(gridColumns(0, 156, 16)).toBe(2);
    expect(gridColumns(300, 156, 16, { minColumns: 1 })).toBe(1);
  });

  it('computes tile width and row count', () => {
    expect(tileWidth(1000, 5, 16)).toBeCloseTo(187.2);
    expect(rowCount(10_000, 6)).toBe(1667);
    expect(rowCount(0, 6)).toBe(0);
  });
});
