import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatRoom, type ChatMessage } from './ChatRoom';

const conversation: ChatMessage[] = [
  { id: '1', from: 'system', text: 'Ana joined the chat' },
  { id: '2', from: 'agent', author: 'Ana', text: 'Hello! How can I help?' },
  { id: '3', from: 'member', text: 'My deposit is late' },
];

describe('ChatRoom', () => {
  it('shows the conversation in a named live log, with who said what', () => {
    render(<ChatRoom messages={conversation} onSend={() => {}} />);
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(3);
    expect(within(log).getByText('Ana')).toBeInTheDocument();
    expect(within(log).getByText('You')).toBeInTheDocument();
  });

  it('sends the trimmed text and clears the input once sent', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    render(<ChatRoom messages={[]} onSend={onSend} />);
    const input = screen.getByRole('textbox', { name: 'Your message' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(input, '  hello  {Enter}');
    expect(onSend).toHaveBeenCalledWith('hello');
    expect(input).toHaveValue('');
  });

  it('keeps the text when sending fails', async () => {
    const onSend = vi.fn().mockRejectedValue(new Error('offline'));
    render(<ChatRoom messages={[]} onSend={onSend} />);
    const input = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(input, 'hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('hello');
    expect(input).toHaveValue('hello');
  });
});
