import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Bell } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { reducedMotionStyle } from '../../test/reducedMotion';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label', () => {
    render(<IconButton icon={Bell} label="Notifications" />);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('ignores presses while busy but stays focusable', async () => {
    const onClick = vi.fn();
    render(<IconButton icon={Bell} label="Refresh" busy onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Refresh' });
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).not.toBeDisabled();
  });

  it('requires a label by type', () => {
    // @ts-expect-error label is required: an icon-only button needs an accessible name
    const element = <IconButton icon={Bell} />;
    expect(element).toBeTruthy();
  });

  it('a busy spinning icon stops turning under prefers-reduced-motion and stays dimmed', () => {
    render(<IconButton icon={Bell} label="Refresh" busy spinIcon />);
    const icon = screen.getByRole('button', { name: 'Refresh' }).querySelector('svg')!;
    const reduced = Array.from(icon.classList).map(reducedMotionStyle).find(Boolean);
    expect(reduced?.animation).toBe('none');
    expect(Number(reduced?.opacity)).toBeLessThan(1);
  });
});
