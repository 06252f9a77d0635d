import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GameTile } from '../GameTile/GameTile';
import { demoGames, vendorByCode } from '../GameTile/GameTile.fixtures';
import { HotGamesCarousel } from './HotGamesCarousel';

const meta = {
  title: 'Lobby/HotGamesCarousel',
  component: HotGamesCarousel,
  args: {
    games: demoGames,
    moreHref: '/rng',
    renderTile: (game, { priority }) => {
      const vendor = vendorByCode(game.vassalage);
      return (
        <GameTile
          game={game}
          priority={priority}
          vendorName={vendor?.name}
          vendorLogoUrl={vendor?.logoUrl}
          onSelect={() => {}}
          onPlay={() => {}}
          onToggleFavourite={() => {}}
        />
      );
    },
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', maxWidth: 1200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HotGamesCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Hot games' })).toHaveAttribute('aria-roledescription', 'carousel');
    await userEvent.click(canvas.getByRole('button', { name: 'Pause hot games' }));
    await expect(canvas.getByRole('button', { name: 'Play hot games' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next games' }));
  },
};

/** Seven games or fewer: no arrows (spec §9). Six or fewer fit: nothing moves, no pause button. */
export const FewGames: Story = {
  args: { games: demoGames.slice(0, 6) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Next games' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Pause hot games' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = { args: { loading: true } };

/**
 * The games arriving on a phone: the carousel takes the placeholders' place at their height, so nothing below
 * it moves (home's layout shift, issue 16).
 */
export const GamesArrive: Story = {
  args: { loading: true },
  decorators: [
    (Story) => (
      <div style={{ width: 372 }}>
        <Story />
      </div>
    ),
  ],
  render: function GamesArrive(args) {
    const [loaded, setLoaded] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setLoaded(true)} disabled={loaded}>
          Show the games
        </button>
        <HotGamesCarousel {...args} loading={!loaded} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Hot games' });
    const loadingHeight = carousel.getBoundingClientRect().height;
    await userEvent.click(canvas.getByRole('button', { name: 'Show the games' }));
    await expect(canvas.getByRole('button', { name: 'Pause hot games' })).toBeVisible();
    // before and after Swiper has measured the slides
    await expect(carousel.getBoundingClientRect().height).toBeCloseTo(loadingHeight, 0);
    await waitFor(() => expect(carousel.querySelector('.swiper-initialized')).not.toBeNull());
    await expect(carousel.getBoundingClientRect().height).toBeCloseTo(loadingHeight, 0);
  },
};
export const Empty: Story = { args: { games: [] } };

export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: { messages: { title: 'الألعاب الرائجة', previous: 'الألعاب السابقة', next: 'الألعاب التالية', pause: 'إيقاف', play: 'تشغيل', more: 'المزيد' } },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
export const Light: Story = { globals: { colorMode: 'light' } };
