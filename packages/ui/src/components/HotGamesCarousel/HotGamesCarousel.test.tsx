import '../Select/jsdomPolyfills';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/render';
import { demoGames } from '../GameTile/GameTile.fixtures';
import { GameTile } from '../GameTile/GameTile';
import { stubMatchMedia } from '../PromotionCarousel/matchMediaStub';
import { HotGamesCarousel } from './HotGamesCarousel';

describe('HotGamesCarousel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows arrows only with more than 7 games', () => {
    stubMatchMedia();
    const { rerender } = renderWithProvider(<HotGamesCarousel games={demoGames.slice(0, 7)} />);
    expect(screen.queryByRole('button', { name: 'Next games' })).not.toBeInTheDocument();
    rerender(<HotGamesCarousel games={demoGames.slice(0, 8)} />);
    const section = screen.getByRole('region', { name: 'Hot games' });
    expect(within(section).getByRole('button', { name: 'Previous games' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Next games' })).toBeInTheDocument();
  });

  it('can be paused (WCAG 2.2.2) and starts paused under reduced motion', async () => {
    stubMatchMedia();
    const { user, unmount } = renderWithProvider(<HotGamesCarousel games={demoGames} />);
    await user.click(screen.getByRole('button', { name: 'Pause hot games' }));
    expect(screen.getByRole('button', { name: 'Play hot games' })).toBeInTheDocument();
    unmount();
    stubMatchMedia({ reducedMotion: true });
    renderWithProvider(<HotGamesCarousel games={demoGames} />);
    expect(screen.getByRole('button', { name: 'Play hot games' })).toBeInTheDocument();
  });

  it('draws tiles with renderTile, the first view with priority images', () => {
    stubMatchMedia();
    renderWithProvider(
      <HotGamesCarousel games={demoGames} renderTile={(game, { priority }) => <GameTile game={game} priority={priority} vendorName="Hot vendor" />} />,
    );
    expect(screen.getAllByText('Hot vendor').length).toBeGreaterThanOrEqual(demoGames.length);
    const first = screen.getAllByRole('article', { name: demoGames[0]!.displayName })[0]!;
    expect(first.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('shows skeletons while loading and nothing without games', () => {
    stubMatchMedia();
    const { container, rerender } = renderWithProvider(<HotGamesCarousel games={[]} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading hot games');
    rerender(<HotGamesCarousel games={[]} />);
    expect(container.querySelector('section')).toBeNull();
  });
});
