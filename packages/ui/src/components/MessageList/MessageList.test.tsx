import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MessageList } from './MessageList';
import { inbox } from './MessageList.fixtures';

describe('MessageList', () => {
  it('marks unread messages and opens one in place, reporting it read once', async () => {
    const onRead = vi.fn();
    render(<MessageList items={inbox} onRead={onRead} />);
    const unread = screen.getByRole('button', { name: /Deposit received/ });
    expect(unread).toHaveAccessibleName('Deposit received Unread 21/11/2026 09:12');
    expect(unread).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(unread);
    expect(unread).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/has arrived/)).toBeVisible();
    expect(onRead).toHaveBeenCalledWith('m1');
    await userEvent.click(screen.getByRole('button', { name: /Welcome/ }));
    expect(onRead).toHaveBeenCalledTimes(1);
  });

  it('fits the page outline with headingLevel', () => {
    render(<MessageList items={inbox} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });

  it('says so when there are no messages', () => {
    render(<MessageList items={[]} messages={{ empty: 'Nenhuma mensagem' }} />);
    expect(screen.getByRole('heading', { name: 'Nenhuma mensagem' })).toBeInTheDocument();
  });
});
