import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, RefreshCw, Settings } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { IconButton } from './IconButton';

const meta = {
  title: 'Controls/IconButton',
  component: IconButton,
  args: { label: 'Notifications', icon: Bell, onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline space="small">
      <IconButton {...args} variant="ghost" />
      <IconButton {...args} variant="secondary" icon={Settings} label="Settings" />
      <IconButton {...args} variant="primary" round icon={RefreshCw} label="Refresh" />
      <IconButton {...args} size="small" label="Small notifications" />
      <IconButton {...args} size="large" label="Large notifications" />
    </Inline>
  ),
};

export const Busy: Story = {
  args: { icon: RefreshCw, label: 'Refresh balance', busy: true, spinIcon: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refresh balance' }));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
