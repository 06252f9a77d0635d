import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RouteProgress } from './RouteProgress';

const meta = {
  title: 'Controls/RouteProgress',
  component: RouteProgress,
  args: { active: true, label: 'Loading page', delayMs: 0 },
} satisfies Meta<typeof RouteProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the next page loads: a sweeping bar across the top of the viewport. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  },
};

/** Idle: nothing is rendered. */
export const Idle: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
