import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AlertDialog } from '../AlertDialog/AlertDialog';
import { restingOpen } from '../DropdownMenu/restingOpen';
import { Text } from '../Text/Text';
import { agentItems, playerItems } from './MemberMenu.fixtures';
import type { MemberMenuProps } from './MemberMenu';
import { MemberMenu } from './MemberMenu';

const meta = {
  title: 'Journey/MemberMenu',
  component: MemberMenu,
  args: { nickname: 'lucky_ace', account: 'ID 80017345', items: playerItems, onSignOut: fn() },
  decorators: [
    (Story) => (
      // the avatar sits at the end of the header; leave room for the menu below it
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 460 }}>
        <div>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof MemberMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account menu' });
    await expect(trigger.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'LA');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Account menu' });
    await expect(menu).toHaveAccessibleDescription(/lucky_ace/);
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Betting record',
      'Account record',
      'Personal profit/loss',
      'Reward center',
      'Account security',
      'Sign out',
    ]);
    await expect(items[0]).toHaveAttribute('href', '/member/betting-record');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true }, parameters: restingOpen };

/** The member's avatar picture in place of the initials, in the trigger and the open menu. */
export const WithPicture: Story = {
  args: {
    defaultOpen: true,
    avatarSrc: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#d1242f"/></svg>')}`,
  },
  parameters: restingOpen,
};

export const Agent: Story = {
  args: { defaultOpen: true, nickname: 'Carlos Mendes', account: 'Agent · ID 70020018', items: agentItems },
  parameters: restingOpen,
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Betting record' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Account record' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSignOut).toHaveBeenCalledTimes(1));
    await expect(trigger).toHaveFocus();
  },
};

/** As the site does it: sign out asks first, in an AlertDialog opened from onSignOut. */
const WithConfirm = (props: MemberMenuProps) => {
  const [confirming, setConfirming] = useState(false);
  const [signedOut, setSignedOut] = useState(false);
  return (
    <>
      <MemberMenu {...props} onSignOut={() => setConfirming(true)} />
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out?"
        description="You will need your password to sign in again."
        confirmLabel="Sign out"
        tone="danger"
        onConfirm={() => setSignedOut(true)}
      />
      <Text size="small" tone="muted">
        {signedOut ? 'Signed out' : 'Signed in'}
      </Text>
    </>
  );
};

export const SignOutConfirm: Story = {
  render: (args) => <WithConfirm {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Account menu' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    // the dialog opens after the menu has gone, and takes focus (Cancel, the safe choice)
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out?' });
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());

    // cancel: the page is usable again (no pointer-events left on <body>) and the menu reopens
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.body.style.pointerEvents).toBe(''));
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    // confirm with the mouse this time
    const again = await screen.findByRole('alertdialog', { name: 'Sign out?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(canvas.getByText('Signed out')).toBeInTheDocument());
    await waitFor(() => expect(document.body.style.pointerEvents).toBe(''));
  },
};

export const LongText: Story = {
  parameters: restingOpen,
  args: {
    defaultOpen: true,
    nickname: 'the_very_lucky_high_roller_from_rio_de_janeiro',
    account: 'ID 80017345 · VIP level 7 · Registered 2019',
    items: [
      ...playerItems.slice(0, 2),
      { id: 'long', label: 'Personal profit and loss across every vendor and game type', href: '/member/profit-loss' },
    ],
  },
};

export const Translated: Story = {
  parameters: restingOpen,
  args: {
    defaultOpen: true,
    nickname: 'Ana Souza',
    account: 'ID 80017345',
    messages: { menu: 'Menu da conta', signOut: 'Sair' },
    items: [
      { id: 'bettingRecord', label: 'Histórico de apostas', href: '/member/betting-record', icon: playerItems[0]?.icon },
      { id: 'rewardCenter', label: 'Central de recompensas', href: '/member/reward-center', icon: playerItems[3]?.icon },
    ],
  },
};

export const RightToLeft: Story = {
  parameters: restingOpen,
  globals: { dir: 'rtl' },
  args: {
    defaultOpen: true,
    nickname: 'سعيد الحظ',
    account: 'ID 80017345',
    messages: { menu: 'قائمة الحساب', signOut: 'تسجيل الخروج' },
    items: [
      { id: 'bettingRecord', label: 'سجل الرهانات', href: '/member/betting-record', icon: playerItems[0]?.icon },
      { id: 'accountSecurity', label: 'أمان الحساب', href: '/member/security', icon: playerItems[4]?.icon },
    ],
  },
};

export const Dark: Story = { args: { defaultOpen: true }, parameters: restingOpen, globals: { colorMode: 'dark' } };

export const Light: Story = { args: { defaultOpen: true }, parameters: restingOpen, globals: { colorMode: 'light' } };

export const Bangladesh: Story = {
  parameters: restingOpen,
  args: { defaultOpen: true, nickname: 'রাহুল দাস' },
  globals: { brand: 'bangladesh', colorMode: 'light' },
};
