import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WinnersBoard } from './WinnersBoard';
import { demoWinners } from './WinnersBoard.fixtures';

const meta = {
  title: 'Lobby/WinnersBoard',
  component: WinnersBoard,
  args: { entries: demoWinners, currency: 'BRL', locale: 'pt-BR' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WinnersBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Biggest wins' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(9);
  },
};

export const MaskedNames: Story = {
  args: { maskNames: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ti***g')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { entries: [] } };

export const LongText: Story = {
  args: {
    entries: demoWinners.slice(0, 4).map((winner) => ({
      ...winner,
      customerName: `${winner.customerName}_the_very_lucky_high_roller`,
      gameName: `${winner.gameName} Deluxe Megaways Edition`,
    })),
  },
};

export const BrokenIcons: Story = { args: { entries: demoWinners.slice(0, 4).map((winner) => ({ ...winner, iconUrl: 'data:image/png;base64,broken' })) } };

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: { currency: 'USD', locale: 'ar', messages: { title: 'أكبر الأرباح', rank: 'المرتبة {rank}' } },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
export const Light: Story = { globals: { colorMode: 'light' } };
