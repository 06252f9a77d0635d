import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/render';
import { Tabs } from './Tabs';

const Register = ({ onValueChange, badge = 3 }: { onValueChange?: (value: string) => void; badge?: number }) => (
  <Tabs.Root defaultValue="account" onValueChange={onValueChange}>
    <Tabs.List aria-label="Register with">
      <Tabs.Trigger value="account">Account</Tabs.Trigger>
      <Tabs.Trigger value="mobile">Mobile</Tabs.Trigger>
      <Tabs.Trigger value="messages" badge={badge}>
        Messages
      </Tabs.Trigger>
      <Tabs.Trigger value="closed" disabled>
        Closed
      </Tabs.Trigger>
    </Tabs.List>
    <Tabs.Content value="account">Account form</Tabs.Content>
    <Tabs.Content value="mobile">Mobile form</Tabs.Content>
    <Tabs.Content value="messages">Inbox</Tabs.Content>
  </Tabs.Root>
);

describe('Tabs', () => {
  it('every part has a namespaced displayName', () => {
    expect(Object.entries(Tabs).map(([part, component]) => [part, component.displayName])).toEqual(
      Object.keys(Tabs).map((part) => [part, `Tabs.${part}`]),
    );
  });

  it('shows the selected panel, labelled by its tab', () => {
    renderWithProvider(<Register />);
    expect(screen.getByRole('tablist', { name: 'Register with' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Account' })).toHaveTextContent('Account form');
  });

  it('arrow keys move and select, skipping disabled tabs and wrapping', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithProvider(<Register onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('mobile');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Mobile form');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: /^Messages/ })).toHaveFocus();
  });

  it('arrow keys follow the reading direction in RTL', async () => {
    const { user } = renderWithProvider(<Register />, { dir: 'rtl' });
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveFocus();
  });

  it('a trigger badge is part of the tab name and hides at zero', () => {
    const { rerender } = renderWithProvider(<Register badge={3} />);
    expect(screen.getByRole('tab', { name: 'Messages 3 unread' })).toBeInTheDocument();
    rerender(<Register badge={0} />);
    expect(screen.getByRole('tab', { name: 'Messages' })).toBeInTheDocument();
  });
});
