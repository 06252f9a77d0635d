import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Swiper as SwiperInstance } from 'swiper/types';
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
/**
 * The carousel's own width changes while the window's does not (a side menu folding, say): Swiper measures the
 * slides again. A change of its height alone (tiles sized by an aspect ratio are a fractional height) measures
 * nothing (issue 16: Swiper's own observer ran a whole resize on the first frame).
 */
export const WidthChanges: Story = {
  render: function WidthChanges(args) {
    const [wide, setWide] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setWide(true)} disabled={wide}>
          Widen the carousel
        </button>
        <div style={{ width: wide ? 600 : 372 }}>
          <HotGamesCarousel {...args} />
        </div>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Hot games' });
    await userEvent.click(canvas.getByRole('button', { name: 'Pause hot games' }));
    await waitFor(() => expect(carousel.querySelector('.swiper-initialized')).not.toBeNull());
    const swiper = (carousel.querySelector('.swiper') as HTMLElement & { swiper: SwiperInstance }).swiper;
    let resizes = 0;
    swiper.on('resize', () => (resizes += 1));
    const slideWidth = () => carousel.querySelector<HTMLElement>('.swiper-slide')!.getBoundingClientRect().width;
    const narrow = slideWidth();
    // a fractional height, as tiles sized by their aspect ratio give; a few frames for the observer and the one after
    swiper.el.style.height = `${swiper.el.getBoundingClientRect().height + 0.375}px`;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(resizes).toBe(0);
    swiper.el.style.height = '';
    await userEvent.click(canvas.getByRole('button', { name: 'Widen the carousel' }));
    await waitFor(() => expect(resizes).toBe(1));
    await expect(slideWidth()).toBeGreaterThan(narrow * 1.4);
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
