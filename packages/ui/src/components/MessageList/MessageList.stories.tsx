import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessageList } from './MessageList';
import { inbox } from './MessageList.fixtures';

const meta = {
  title: 'Data/MessageList',
  component: MessageList,
  args: { items: inbox, onRead: fn() },
} satisfies Meta<typeof MessageList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Deposit received/ }));
    await expect(args.onRead).toHaveBeenCalledWith('m1');
  },
};

export const Empty: Story = { args: { items: [] } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Light: Story = { globals: { colorMode: 'light' } };
