import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { GamePopup } from './GamePopup';

// A stand-in game page: the kit knows no server, so the story frames a data URL.
const demoGame = `data:text/html,${encodeURIComponent(
  '<!doctype html><html lang="en"><title>Demo</title><body style="margin:0;display:grid;place-items:center;height:100vh;background:#123;color:#fff;font:20px sans-serif"><p>Spin to play</p></body></html>',
)}`;

const meta = {
  title: 'Lobby/GamePopup',
  component: GamePopup,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Fortune Tiger',
    description: 'PG Soft',
    src: demoGame,
  },
} satisfies Meta<typeof GamePopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // after the dialog's opening animation
    await waitFor(() => expect(body.getByRole('dialog', { name: 'Fortune Tiger' })).toBeVisible());
    await expect(body.getByTitle('Fortune Tiger game')).toBeVisible();
  },
};

export const Starting: Story = { args: { src: undefined } };

export const Translated: Story = {
  args: {
    src: undefined,
    title: 'Tigre da Sorte',
    messages: { loading: 'A iniciar {game}…', frameTitle: 'Jogo {game}' },
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };
