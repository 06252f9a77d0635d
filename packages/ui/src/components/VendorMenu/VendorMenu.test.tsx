import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../../provider/context';
import { renderWithProvider } from '../../test/render';
import type { VendorMenuVendor } from './VendorMenu';
import { VendorMenu } from './VendorMenu';

const make = (count: number): VendorMenuVendor[] =>
  Array.from({ length: count }, (_, i) => ({ id: `V${i}`, name: `Vendor ${i}`, href: `/rng?vassalage=V${i}` }));

const RouterLink = ({ href, children, ...props }: LinkComponentProps) => (
  <a data-router="yes" href={`/app${href}`} {...props}>
    {children}
  </a>
);

describe('VendorMenu', () => {
  it('opens from the keyboard with Enter, focuses the first item, and Escape returns to the trigger', async () => {
    const { user } = renderWithProvider(<VendorMenu label="Slots" href="/rng" vendors={make(3)} />, { linkComponent: RouterLink });
    const trigger = screen.getByRole('button', { name: 'Slots' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const all = screen.getByRole('link', { name: 'All Slots' });
    await waitFor(() => expect(all).toHaveFocus());
    expect(all).toHaveAttribute('data-router', 'yes');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Vendor 0' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('opens with ArrowDown too, and closes when focus leaves', async () => {
    const { user } = renderWithProvider(
      <>
        <VendorMenu label="Live" vendors={make(2)} />
        <button type="button">Elsewhere</button>
      </>,
    );
    screen.getByRole('button', { name: 'Live' }).focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Vendor 0' })).toHaveFocus());
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(screen.queryByRole('link', { name: 'Vendor 0' })).not.toBeInTheDocument();
  });

  it('opens on hover and closes after a small delay when the pointer leaves', () => {
    vi.useFakeTimers();
    try {
      renderWithProvider(<VendorMenu label="Fishing" vendors={make(2)} openDelay={50} closeDelay={200} />);
      const root = screen.getByRole('button', { name: 'Fishing' }).parentElement!;
      fireEvent.pointerEnter(root, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(50));
      expect(screen.getByRole('link', { name: 'Vendor 1' })).toBeInTheDocument();
      fireEvent.pointerLeave(root, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(150));
      expect(screen.getByRole('link', { name: 'Vendor 1' })).toBeInTheDocument();
      // back in time: it stays open
      fireEvent.pointerEnter(root, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(500));
      expect(screen.getByRole('link', { name: 'Vendor 1' })).toBeInTheDocument();
      fireEvent.pointerLeave(root, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByRole('link', { name: 'Vendor 1' })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses a list up to 10 vendors and a large grid above', async () => {
    const { user, rerender } = renderWithProvider(<VendorMenu label="Slots" vendors={make(10)} defaultOpen />);
    const list = screen.getByRole('list', { name: 'Slots providers' });
    expect(within(list).getAllByRole('link')).toHaveLength(10);
    expect(list.className).toMatch(/list/);
    rerender(<VendorMenu label="Slots" vendors={make(11)} />);
    await user.click(screen.getByRole('button', { name: 'Slots' }));
    expect(screen.getByRole('list', { name: 'Slots providers' }).className).toMatch(/large/);
  });

  it('marks the current vendor', () => {
    const vendors = make(2).map((v, i) => ({ ...v, current: i === 1 }));
    renderWithProvider(<VendorMenu label="Slots" vendors={vendors} defaultOpen />);
    expect(screen.getByRole('link', { name: 'Vendor 1' })).toHaveAttribute('aria-current', 'page');
  });
});
