import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { cardColors } from './cardColor';
import type { LobbyGame } from './game';
import type { GameTileProps } from './GameTile';
import { GameTile, GameTileSkeleton } from './GameTile';
import { demoGames, vendorByCode } from './GameTile.fixtures';

const tiger = demoGames[0]!;
const roulette = demoGames[1]!;

/** As the site does it: favourites live in state (the SDK's list), the tile asks to toggle. */
const WithFavourite = (props: GameTileProps) => {
  const [favourite, setFavourite] = useState(props.favourite ?? false);
  return (
    <GameTile
      {...props}
      favourite={favourite}
      onToggleFavourite={(game, next) => {
        props.onToggleFavourite?.(game, next);
        setFavourite(next);
      }}
    />
  );
};

const vendorProps = (game: LobbyGame) => {
  const vendor = vendorByCode(game.vassalage);
  return { vendorName: vendor?.name, vendorLogoUrl: vendor?.logoUrl };
};

const meta = {
  title: 'Lobby/GameTile',
  component: GameTile,
  args: { game: roulette, ...vendorProps(roulette), onSelect: fn(), onPlay: fn(), onToggleFavourite: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 200 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <WithFavourite {...args} />,
} satisfies Meta<typeof GameTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Lightning Roulette' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Play Lightning Roulette now' }));
    await expect(args.onPlay).toHaveBeenCalledWith(roulette);
    await userEvent.click(canvas.getByRole('button', { name: 'Lightning Roulette' }));
    await expect(args.onSelect).toHaveBeenCalledWith(roulette);
  },
};

/** Slots (RNG) open from the card; they have no immediate-play button (spec §2). */
export const SlotWithoutPlayButton: Story = {
  args: { game: tiger, ...vendorProps(tiger) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /now$/ })).not.toBeInTheDocument();
  },
};

export const FavouriteToggle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add to favourites' });
    await expect(add).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(add);
    const remove = await canvas.findByRole('button', { name: 'Remove from favourites' });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    // a second click within a second is dropped (throttle, spec §9)
    await userEvent.click(remove);
    await expect(args.onToggleFavourite).toHaveBeenCalledTimes(1);
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Favourite: Story = { args: { favourite: true } };

/** The image failed to load: the card shows its designed fallback, not a broken image. */
export const ImageFailed: Story = {
  args: { game: { ...roulette, iconUrl: 'data:image/png;base64,broken' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Image unavailable')).toBeInTheDocument());
  },
};

export const NoImage: Story = { args: { game: { ...roulette, iconUrl: undefined } } };

export const LongName: Story = {
  args: {
    game: { ...roulette, displayName: 'Lightning Roulette Live from the Grand Casino Floor, VIP Edition' },
    vendorName: 'Evolution Gaming Live Studios International',
  },
};

export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img[width="300"]')!;
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};

/** The four card colours (spec §9), chosen by nodeId unless the site passes one. */
export const CardColours: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 880 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 16 }}>
      {cardColors.map((color, index) => {
        const game = demoGames[index + 2]!;
        return <WithFavourite key={color} {...args} game={game} {...vendorProps(game)} colorKey={color} />;
      })}
    </div>
  ),
};

export const Loading: Story = { render: () => <GameTileSkeleton /> };

export const Translated: Story = {
  args: {
    messages: { play: 'Jogar {game} agora', addFavourite: 'Adicionar aos favoritos', removeFavourite: 'Remover dos favoritos', hot: 'Quente' },
    game: { ...roulette, displayName: 'Roleta Relâmpago' },
  },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: {
    game: { ...roulette, displayName: 'روليت البرق' },
    vendorName: 'إيفولوشن',
    messages: { play: 'العب {game} الآن', addFavourite: 'أضف إلى المفضلة', removeFavourite: 'أزل من المفضلة', hot: 'رائج' },
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
export const Light: Story = { globals: { colorMode: 'light' } };
