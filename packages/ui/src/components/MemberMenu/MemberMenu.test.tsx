import '../Select/jsdomPolyfills';
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { Receipt, ShieldCheck } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../../provider/context';
import { renderWithProvider } from '../../test/render';
import { AlertDialog } from '../AlertDialog/AlertDialog';
import { initials } from './initials';
import type { MemberMenuItem } from './MemberMenu';
import { MemberMenu } from './MemberMenu';

const items: MemberMenuItem[] = [
  { id: 'bettingRecord', label: 'Betting record', href: '/member/betting-record', icon: Receipt },
  { id: 'accountSecurity', label: 'Account security', href: '/member/security', icon: ShieldCheck },
];

const RouterLink = ({ href, children, ...props }: LinkComponentProps) => (
  <a data-router="yes" href={`/app${href}`} {...props}>
    {children}
  </a>
);

/** As the site does it: sign out asks first, in an AlertDialog opened from onSignOut. */
const WithConfirm = ({ onConfirm, onSignOut }: { onConfirm: () => void; onSignOut: () => void }) => {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <MemberMenu
        nickname="lucky_ace"
        account="8801712345678"
        items={items}
        onSignOut={() => {
          onSignOut();
          setConfirming(true);
        }}
      />
      <AlertDialog open={confirming} onOpenChange={setConfirming} title="Sign out?" onConfirm={onConfirm} tone="danger" />
    </>
  );
};

describe('MemberMenu', () => {
  it('is an avatar button named "Account menu" showing the initials', () => {
    renderWithProvider(<MemberMenu nickname="lucky_ace" items={items} onSignOut={() => {}} />);
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'LA');
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('shows who is signed in, the member pages as links, and sign out', async () => {
    const { user } = renderWithProvider(
      <MemberMenu nickname="lucky_ace" account="8801712345678" items={items} onSignOut={() => {}} />,
      { linkComponent: RouterLink },
    );
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(menu).toHaveAccessibleDescription(/lucky_ace\s*8801712345678/);
    const record = screen.getByRole('menuitem', { name: 'Betting record' });
    expect(record).toHaveAttribute('href', '/app/member/betting-record');
    expect(record).toHaveAttribute('data-router', 'yes');
    const names = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(names).toEqual(['Betting record', 'Account security', 'Sign out']);
  });

  it('calls onSignOut once the menu has closed', async () => {
    const onSignOut = vi.fn();
    const { user } = renderWithProvider(<MemberMenu nickname="lucky_ace" items={items} onSignOut={onSignOut} />);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(onSignOut).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('lets a confirm dialog opened from onSignOut take focus, and leaves the page usable after it', async () => {
    const onConfirm = vi.fn();
    let focusedAtSignOut: Element | null = null;
    const onSignOut = () => {
      focusedAtSignOut = document.activeElement;
    };
    const { user } = renderWithProvider(<WithConfirm onConfirm={onConfirm} onSignOut={onSignOut} />);
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Betting record' })).toHaveFocus());
    await user.keyboard('{End}{Enter}');
    // onSignOut runs with the menu gone and focus back on the avatar

    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out?' });
    expect(focusedAtSignOut).toBe(trigger);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(dialog).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(document.body.style.pointerEvents).toBe('');
    expect(onConfirm).not.toHaveBeenCalled();

    // and the page still works: the menu opens again
    await user.click(trigger);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('takes translated messages', () => {
    renderWithProvider(
      <MemberMenu nickname="ana" items={[]} onSignOut={() => {}} messages={{ menu: 'Menu da conta' }} />,
    );
    expect(screen.getByRole('button', { name: 'Menu da conta' })).toBeInTheDocument();
  });
});

describe('initials', () => {
  it('takes the first letters of the first two words, or two letters of one word', () => {
    expect(initials('lucky_ace')).toBe('LA');
    expect(initials('Maria da Silva')).toBe('MD');
    expect(initials('player7')).toBe('PL');
    expect(initials('  ')).toBe('?');
  });

  it('keeps whole graphemes', () => {
    expect(initials('রাহুল')).toBe('রাহু');
  });
});
