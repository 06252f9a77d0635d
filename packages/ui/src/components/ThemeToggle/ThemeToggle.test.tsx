import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { colorModeStorageKey, setColorMode } from '../../color-mode';
import { renderWithProvider } from '../../test/render';
import { ThemeToggle } from './ThemeToggle';

describe('ThemeToggle', () => {
  it('switches dark to light and back, saving the choice', async () => {
    setColorMode('dark');
    const { user } = renderWithProvider(<ThemeToggle />);
    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement).toHaveClass('light');
    expect(localStorage.getItem(colorModeStorageKey)).toBe('light');
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement).toHaveClass('dark');
  });

  it('follows a change made elsewhere', async () => {
    setColorMode('dark');
    renderWithProvider(<ThemeToggle />);
    const { act } = await import('@testing-library/react');
    act(() => setColorMode('light'));
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
  });
});
