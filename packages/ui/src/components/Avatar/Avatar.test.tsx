import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('without a picture shows the initials and is named by the member', () => {
    render(<Avatar name="lucky_ace" />);
    const avatar = screen.getByRole('img', { name: 'lucky_ace' });
    expect(avatar.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'LA');
  });

  it('shows the initials when the picture does not load (jsdom never loads images)', async () => {
    render(<Avatar name="Maria Silva" src="/avatars/maria.png" fallbackDelay={0} />);
    const avatar = screen.getByRole('img', { name: 'Maria Silva' });
    await waitFor(() => expect(avatar.querySelector('[data-initials="MS"]')).not.toBeNull());
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Avatar name="Ana" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
