import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/render';
import { Button } from '../Button/Button';
import type { DrawerContentProps } from './Drawer';
import { Drawer } from './Drawer';

const Filters = ({ side }: { side?: DrawerContentProps['side'] }) => (
  <Drawer.Root>
    <Drawer.Trigger>
      <Button>Filters</Button>
    </Drawer.Trigger>
    <Drawer.Content side={side} messages={{ close: 'Fechar' }}>
      <Drawer.Header>
        <Drawer.Title>Filter records</Drawer.Title>
        <Drawer.Description>Narrow the betting record.</Drawer.Description>
      </Drawer.Header>
      <Drawer.Body>Dates</Drawer.Body>
      <Drawer.Footer>
        <Drawer.Close>
          <Button>Apply</Button>
        </Drawer.Close>
      </Drawer.Footer>
    </Drawer.Content>
  </Drawer.Root>
);

describe('Drawer', () => {
  it('every part has a namespaced displayName', () => {
    expect(Object.entries(Drawer).map(([part, component]) => [part, component.displayName])).toEqual(
      Object.keys(Drawer).map((part) => [part, `Drawer.${part}`]),
    );
  });

  it('opens as a named, described modal dialog on the chosen side, in a theme scope', async () => {
    const { user } = renderWithProvider(<Filters side="start" />, { dir: 'rtl' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = screen.getByRole('dialog', { name: 'Filter records' });
    expect(drawer).toHaveAccessibleDescription('Narrow the betting record.');
    expect(drawer).toHaveAttribute('data-side', 'start');
    expect(drawer.closest('[data-cr-brand]')).toHaveAttribute('dir', 'rtl');
  });

  it('Escape closes it and focus returns to the trigger', async () => {
    const { user } = renderWithProvider(<Filters />);
    const trigger = screen.getByRole('button', { name: 'Filters' });
    await user.click(trigger);
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes from Drawer.Close and from the translated corner button', async () => {
    const { user } = renderWithProvider(<Filters side="bottom" />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opened from the header menu button without a Drawer.Trigger, gives focus back to it on close', async () => {
    const HeaderMenu = () => {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Menu</Button>
          <Drawer.Root open={open} onOpenChange={setOpen}>
            <Drawer.Content side="start">
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Content>
          </Drawer.Root>
        </>
      );
    };
    const { user } = renderWithProvider(<HeaderMenu />);
    const opener = screen.getByRole('button', { name: 'Menu' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Menu' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
