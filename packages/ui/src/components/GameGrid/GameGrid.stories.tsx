import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import type { LobbyGame } from '../GameTile/game';
import { GameTile } from '../GameTile/GameTile';
import { makeGames, vendorByCode } from '../GameTile/GameTile.fixtures';
import { GameGrid } from './GameGrid';

/** As the site renders it: vendor name and logo, favourites in state, play and open handlers. */
const LobbyGrid = ({ games, loading = false }: { games: LobbyGame[]; loading?: boolean }) => {
  const [favourites, setFavourites] = useState<ReadonlySet<string | number>>(new Set());
  return (
    <GameGrid
      games={games}
      loading={loading}
      renderTile={(game, { priority }) => {
        const vendor = vendorByCode(game.vassalage);
        return (
          <GameTile
            game={game}
            priority={priority}
            vendorName={vendor?.name}
            vendorLogoUrl={vendor?.logoUrl}
            favourite={favourites.has(game.nodeId)}
            onToggleFavourite={(g, next) =>
              setFavourites((current) => {
                const copy = new Set(current);
                if (next) copy.add(g.nodeId);
                else copy.delete(g.nodeId);
                return copy;
              })
            }
            onSelect={() => {}}
            onPlay={() => {}}
          />
        );
      }}
    />
  );
};

// generated once per story module, not per render
const memo = <T,>(make: () => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};
const games48 = memo(() => makeGames(48));
const games10k = memo(() => makeGames(10_000));
const gamesRtl = memo(() => makeGames(24).map((game, i) => ({ ...game, displayName: `لعبة الحظ ${i + 1}` })));

const meta = {
  title: 'Lobby/GameGrid',
  component: GameGrid,
  args: { games: [] },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof GameGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <LobbyGrid games={games48()} />,
};

/** 10,000 games: only the rows near the viewport are in the DOM, so it scrolls smoothly. */
export const TenThousandGames: Story = {
  render: () => <LobbyGrid games={games10k()} />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Games' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0));
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(150);
  },
};

/**
 * Keyboard users tab through the tiles in order, past the rows first rendered: focus scrolls the next
 * rows in (a narrow grid, two columns, so the first render holds only a dozen tiles).
 */
export const KeyboardThroughTenThousand: Story = {
  render: () => (
    <div style={{ maxWidth: 380 }}>
      <GameGrid games={games10k()} renderTile={(game, { priority }) => <GameTile game={game} priority={priority} onSelect={() => {}} />} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Games' });
    // once measured (a second row exists): the first view's tiles past the measured row's columns are rebuilt in
    // their own rows then, and a tile focused before that would lose its focus
    await waitFor(() => expect(list.querySelector('[data-index="1"]')).not.toBeNull());
    const firstRendered = within(list).getAllByRole('listitem').length;
    within(list).getAllByRole('button')[0]!.focus();
    let position = 1;
    const target = firstRendered + 4;
    for (let press = 0; press < target + 4 && position < target; press += 1) {
      await userEvent.tab();
      const item = (document.activeElement as HTMLElement | null)?.closest('[role="listitem"]');
      await expect(item).not.toBeNull();
      const next = Number(item!.getAttribute('aria-posinset'));
      await expect(next).toBe(position + 1);
      position = next;
    }
    await expect(position).toBe(target);
    const rect = (document.activeElement as HTMLElement).getBoundingClientRect();
    await expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight + 1);
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(60);
    window.scrollTo(0, 0);
  },
};

export const Loading: Story = { render: () => <LobbyGrid games={[]} loading /> };

export const Empty: Story = {};

export const EmptyWithAction: Story = {
  args: {
    empty: (
      <div style={{ display: 'grid', justifyItems: 'center', gap: 12, padding: 32 }}>
        <p style={{ margin: 0 }}>No favourites yet. Tap the heart on any game to keep it here.</p>
        <Button variant="secondary">Browse slots</Button>
      </div>
    ),
  },
};

export const Translated: Story = {
  args: { messages: { emptyTitle: 'Nenhum jogo aqui ainda', emptyDescription: 'Tente outro fornecedor ou categoria.' } },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  render: () => <LobbyGrid games={gamesRtl()} />,
};

export const Dark: Story = { ...Default, globals: { colorMode: 'dark' } };
export const Light: Story = { ...Default, globals: { colorMode: 'light' } };
