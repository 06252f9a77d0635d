import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { seededRandom } from '../GameTile/GameTile.fixtures';
import { JackpotCounter } from './JackpotCounter';

const meta = {
  title: 'Lobby/JackpotCounter',
  component: JackpotCounter,
  args: { currency: 'BRL', locale: 'pt-BR', initialValue: 2_034_567_890 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JackpotCounter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Progressive jackpot' });
    await expect(group).toHaveTextContent('R$ 20.345.678,90');
  },
};

/** Ticks every 3 s with a seeded random, so the growth is the same on every run. */
export const Growing: Story = {
  args: { random: seededRandom(42) },
  play: async ({ canvasElement }) => {
    const value = canvasElement.querySelector('[data-value]')!;
    const start = Number(value.getAttribute('data-value'));
    await waitFor(() => expect(Number(value.getAttribute('data-value'))).toBeGreaterThan(start), { timeout: 6000 });
  },
};

/** Near the top of the range: past 21,000,000.00 it wraps to the bottom by the overshoot. */
export const NearTheTop: Story = { args: { initialValue: 2_099_990_000, random: () => 0 } };

export const Paused: Story = { args: { paused: true } };

export const Mexico: Story = { args: { currency: 'MXN', locale: 'es-MX' }, globals: { brand: 'mexico' } };

export const Bangladesh: Story = { args: { currency: 'BDT', locale: 'bn-BD', messages: { label: 'প্রগতিশীল জ্যাকপট' } }, globals: { brand: 'bangladesh' } };

export const Compact: Story = { args: { size: 'standard', currency: 'USD', locale: 'en' } };

export const RightToLeft: Story = { globals: { dir: 'rtl' }, args: { currency: 'USD', locale: 'ar', messages: { label: 'الجائزة الكبرى' } } };

export const Dark: Story = { globals: { colorMode: 'dark' } };
export const Light: Story = { globals: { colorMode: 'light' } };
