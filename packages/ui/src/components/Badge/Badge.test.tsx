import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';
import { badgeCount } from './badgeCount';
import { fill } from './fillTemplate';

describe('badgeCount', () => {
  it('hides zero, negatives and non-numbers', () => {
    expect(badgeCount(0)).toBeNull();
    expect(badgeCount(-3)).toBeNull();
    expect(badgeCount(Number.NaN)).toBeNull();
    expect(badgeCount(0.4)).toBeNull();
  });

  it('shows the count up to the maximum and "99+" above it', () => {
    expect(badgeCount(1)).toBe('1');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
    expect(badgeCount(12, 9)).toBe('9+');
  });
});

describe('fill', () => {
  it('replaces known placeholders and leaves unknown ones', () => {
    expect(fill('{count} unread', { count: 3 })).toBe('3 unread');
    expect(fill('{count} of {total}', { count: 1 })).toBe('1 of {total}');
  });
});

describe('Badge', () => {
  it('a zero count renders nothing', () => {
    const { container } = render(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('a count is read as "3 unread" and shows only the number', () => {
    render(<Badge count={3} />);
    expect(screen.getByText('3 unread')).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('above 99 shows "99+" and reads "99+ unread"', () => {
    render(<Badge count={250} />);
    expect(screen.getByText('99+', { selector: '[aria-hidden]' })).toBeInTheDocument();
    expect(screen.getByText('99+ unread')).toBeInTheDocument();
  });

  it('takes translated messages', () => {
    render(<Badge count={2} messages={{ unread: '{count} não lidas' }} />);
    expect(screen.getByText('2 não lidas')).toBeInTheDocument();
  });

  it('a dot with a label is an image named by it; without one it is hidden', () => {
    const { container } = render(
      <>
        <Badge dot label="New messages" />
        <Badge dot />
      </>,
    );
    expect(screen.getByRole('img', { name: 'New messages' })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-badge="dot"][aria-hidden="true"]')).toHaveLength(1);
  });

  it('a text badge shows its label', () => {
    render(<Badge tone="gold">Hot</Badge>);
    expect(screen.getByText('Hot')).toHaveAttribute('data-badge', 'text');
  });
});
