import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CrashCurve } from './CrashCurve';

const meta = {
  title: 'Lobby/CrashCurve',
  component: CrashCurve,
  args: { growthPerMs: 0.00006, label: 'Round 12 multiplier curve', phase: 'waiting' },
} satisfies Meta<typeof CrashCurve>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Round 12 multiplier curve' })).toBeInTheDocument();
    await expect(canvasElement).toHaveTextContent('Waiting for the next round');
  },
};

export const Betting: Story = {
  args: { phase: 'betting', bettingEndsAt: Date.now() + 5_000 },
};

export const Running: Story = {
  args: { phase: 'running', startedAt: Date.now() - 9_000 },
};

export const Crashed: Story = {
  args: { phase: 'crashed', startedAt: Date.now() - 20_000, crashPoint: 231 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('2.31x');
    await expect(canvasElement).toHaveTextContent('Crashed');
  },
};
