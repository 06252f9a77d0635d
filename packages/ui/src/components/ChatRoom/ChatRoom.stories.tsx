import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ChatRoom, type ChatMessage } from './ChatRoom';

const conversation: ChatMessage[] = [
  { id: '1', from: 'system', text: 'Ana joined the chat' },
  { id: '2', from: 'agent', author: 'Ana', text: 'Hello! How can I help you today?' },
  { id: '3', from: 'member', text: 'My Pix deposit from this morning has not arrived yet.' },
];

const Live = (props: { initial: ChatMessage[] }) => {
  const [messages, setMessages] = useState(props.initial);
  return (
    <ChatRoom
      messages={messages}
      status="Connected to Ana"
      onSend={(text) => setMessages((m) => [...m, { id: String(m.length + 1), from: 'member', text }])}
    />
  );
};

const meta = {
  title: 'Controls/ChatRoom',
  component: ChatRoom,
  args: { messages: conversation, onSend: () => {} },
} satisfies Meta<typeof ChatRoom>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <Live initial={conversation} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your message' }), 'Thanks!{Enter}');
    await expect(within(canvas.getByRole('log')).getByText('Thanks!')).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { messages: [] } };

export const Connecting: Story = { args: { messages: [], disabled: true, status: 'Connecting…' } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Light: Story = { globals: { colorMode: 'light' } };
