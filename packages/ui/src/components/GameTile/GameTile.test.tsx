import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/render';
import { cardColorFor, cardColors, isCardColor, randomCardColor } from './cardColor';
import { formatMessage } from './formatMessage';
import type { LobbyGame } from './game';
import { gameImage, gameTitle, isRngGame } from './game';
import { GameTile } from './GameTile';
import { throttle } from './throttle';

const slot: LobbyGame = { nodeId: 1, gameType: 'RNG', vassalage: 'PG', displayName: 'Fortune Tiger', iconUrl: 'tiger.png', isHot: 1 };
const live: LobbyGame = { nodeId: 2, gameType: 'LIVE', vassalage: 'EVO', gameName: 'Speed Baccarat', iconUrl: 'baccarat.png' };

describe('GameTile', () => {
  it('shows the name, the artwork lazily with its size reserved, the vendor and the hot badge', () => {
    renderWithProvider(<GameTile game={slot} vendorName="PG Soft" />);
    const tile = screen.getByRole('article', { name: 'Fortune Tiger' });
    const img = tile.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '300');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('alt', '');
    expect(screen.getByText('PG Soft')).toBeInTheDocument();
    expect(screen.getByText('Hot')).toBeInTheDocument();
  });

  it('a priority tile loads its image eagerly with high fetch priority (LCP)', () => {
    renderWithProvider(<GameTile game={slot} priority />);
    const img = screen.getByRole('article').querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the designed fallback when the image fails to load', () => {
    renderWithProvider(<GameTile game={slot} />);
    const img = screen.getByRole('article').querySelector('img')!;
    fireEvent.error(img);
    expect(screen.queryByRole('article')!.querySelector('img')).toBeNull();
    expect(screen.getByTestId('game-tile-fallback')).toHaveTextContent('FTImage unavailable');
  });

  it('has an immediate-play button for non-RNG games only', async () => {
    const onPlay = vi.fn();
    const { user, rerender } = renderWithProvider(<GameTile game={live} onPlay={onPlay} />);
    await user.click(screen.getByRole('button', { name: 'Play Speed Baccarat now' }));
    expect(onPlay).toHaveBeenCalledWith(live);
    rerender(<GameTile game={slot} onPlay={onPlay} />);
    expect(screen.queryByRole('button', { name: /Play/ })).not.toBeInTheDocument();
  });

  it('the whole card opens the game through onSelect, or is a link with href', async () => {
    const onSelect = vi.fn();
    const { user, rerender } = renderWithProvider(<GameTile game={slot} onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: 'Fortune Tiger' }));
    expect(onSelect).toHaveBeenCalledWith(slot);
    rerender(<GameTile game={slot} href="/rng?vassalage=PG" />);
    expect(screen.getByRole('link', { name: 'Fortune Tiger' })).toHaveAttribute('href', '/rng?vassalage=PG');
  });

  it('favourite toggle is a pressed button named for what it will do', () => {
    const { rerender } = renderWithProvider(<GameTile game={slot} onToggleFavourite={() => {}} />);
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false');
    rerender(<GameTile game={slot} favourite onToggleFavourite={() => {}} />);
    expect(screen.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('favourite toggle fires at most once per second', () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const onToggle = vi.fn();
      renderWithProvider(<GameTile game={slot} onToggleFavourite={onToggle} />);
      const button = screen.getByRole('button', { name: 'Add to favourites' });
      fireEvent.click(button);
      fireEvent.click(button);
      act(() => vi.advanceTimersByTime(999));
      fireEvent.click(button);
      expect(onToggle).toHaveBeenCalledTimes(1);
      expect(onToggle).toHaveBeenCalledWith(slot, true);
      act(() => vi.advanceTimersByTime(1));
      fireEvent.click(button);
      expect(onToggle).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a card colour from its nodeId, or the one passed', () => {
    const { rerender } = renderWithProvider(<GameTile game={slot} />);
    expect(screen.getByRole('article')).toHaveAttribute('data-color', cardColorFor(1));
    rerender(<GameTile game={slot} colorKey="purple" />);
    expect(screen.getByRole('article')).toHaveAttribute('data-color', 'purple');
  });

  it('takes translated messages', () => {
    renderWithProvider(
      <GameTile game={live} onPlay={() => {}} onToggleFavourite={() => {}} messages={{ play: 'Jogar {game}', addFavourite: 'Favoritar' }} />,
    );
    expect(screen.getByRole('button', { name: 'Jogar Speed Baccarat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Favoritar' })).toBeInTheDocument();
  });
});

describe('throttle', () => {
  it('runs the first call and drops calls within the wait', () => {
    let now = 0;
    const fn = vi.fn();
    const throttled = throttle(fn, 1000, () => now);
    expect(throttled('a')).toBe(true);
    now = 500;
    expect(throttled('b')).toBe(false);
    now = 999;
    expect(throttled('c')).toBe(false);
    now = 1000;
    expect(throttled('d')).toBe(true);
    expect(fn.mock.calls).toEqual([['a'], ['d']]);
  });

  it('measures the wait from the last call that ran, not the last attempt', () => {
    let now = 0;
    const fn = vi.fn();
    const throttled = throttle(fn, 1000, () => now);
    throttled();
    now = 900;
    throttled();
    now = 1100;
    expect(throttled()).toBe(true);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('card colours', () => {
  it('the same nodeId always gives the same colour, and ids spread over all four', () => {
    expect(cardColorFor(12345)).toBe(cardColorFor('12345'));
    const seen = new Set(Array.from({ length: 40 }, (_, i) => cardColorFor(i)));
    expect([...seen].sort()).toEqual([...cardColors].sort());
  });

  it('a random colour comes from the injected random', () => {
    expect(randomCardColor(() => 0)).toBe('skyblue');
    expect(randomCardColor(() => 0.3)).toBe('green');
    expect(randomCardColor(() => 0.6)).toBe('purple');
    expect(randomCardColor(() => 0.999999)).toBe('red');
    expect(isCardColor('red')).toBe(true);
    expect(isCardColor('pink')).toBe(false);
  });
});

describe('game fields', () => {
  it('name falls back from displayName to gameName to nodeName; art prefers lagerIcon', () => {
    expect(gameTitle({ nodeId: 1, gameName: 'A', nodeName: 'B' })).toBe('A');
    expect(gameTitle({ nodeId: 1, nodeName: 'B' })).toBe('B');
    expect(gameImage({ nodeId: 1, iconUrl: 'small', lagerIcon: 'large' })).toBe('large');
    expect(isRngGame({ nodeId: 1, gameType: 'rng' })).toBe(true);
    expect(formatMessage('Play {game}', { game: 'X' })).toBe('Play X');
    expect(formatMessage('{missing}', {})).toBe('{missing}');
  });
});
