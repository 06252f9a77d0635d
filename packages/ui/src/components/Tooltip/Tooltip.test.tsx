import '../Select/jsdomPolyfills';
import { screen, waitFor } from '@testing-library/react';
import { Info } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/render';
import { IconButton } from '../IconButton/IconButton';
import { isKeyboardFocusable } from './focusable';
import { Tooltip } from './Tooltip';

const Help = () => (
  <Tooltip.Root>
    <Tooltip.Trigger>
      <IconButton icon={Info} label="Wagering rules" />
    </Tooltip.Trigger>
    <Tooltip.Content>Bonus must be wagered 10 times</Tooltip.Content>
  </Tooltip.Root>
);

afterEach(() => vi.restoreAllMocks());

describe('Tooltip', () => {
  it('every part has a namespaced displayName', () => {
    expect(Object.entries(Tooltip).map(([part, component]) => [part, component.displayName])).toEqual(
      Object.keys(Tooltip).map((part) => [part, `Tooltip.${part}`]),
    );
  });

  it('opens on keyboard focus, describes its trigger, and closes with Escape', async () => {
    const { user } = renderWithProvider(<Help />, { brand: 'mexico' });
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Wagering rules' });
    expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Bonus must be wagered 10 times');
    expect(trigger).toHaveAccessibleDescription('Bonus must be wagered 10 times');
    // portalled, yet inside a theme scope
    expect(document.querySelector('[data-radix-popper-content-wrapper]')?.closest('[data-cr-brand]')).toHaveAttribute(
      'data-cr-brand',
      'mexico',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('warns when its trigger cannot take keyboard focus', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProvider(
      <Tooltip.Root>
        <Tooltip.Trigger>
          <span>?</span>
        </Tooltip.Trigger>
        <Tooltip.Content>Help</Tooltip.Content>
      </Tooltip.Root>,
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('must be focusable'));
  });

  it('does not warn for a button trigger', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProvider(<Help />);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('isKeyboardFocusable', () => {
  const make = (html: string) => {
    const host = document.createElement('div');
    host.innerHTML = html;
    return host.firstElementChild as Element;
  };

  it('accepts buttons, links with href, fields and tabindex ≥ 0', () => {
    expect(isKeyboardFocusable(make('<button>b</button>'))).toBe(true);
    expect(isKeyboardFocusable(make('<a href="/x">x</a>'))).toBe(true);
    expect(isKeyboardFocusable(make('<input />'))).toBe(true);
    expect(isKeyboardFocusable(make('<span tabindex="0">s</span>'))).toBe(true);
  });

  it('rejects plain elements, links without href, disabled controls and tabindex -1', () => {
    expect(isKeyboardFocusable(make('<span>s</span>'))).toBe(false);
    expect(isKeyboardFocusable(make('<a>x</a>'))).toBe(false);
    expect(isKeyboardFocusable(make('<button disabled>b</button>'))).toBe(false);
    expect(isKeyboardFocusable(make('<button tabindex="-1">b</button>'))).toBe(false);
  });
});
