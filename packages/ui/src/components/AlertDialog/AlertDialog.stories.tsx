import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { AlertDialog } from './AlertDialog';

const meta = {
  title: 'Controls/AlertDialog',
  component: AlertDialog,
  parameters: { layout: 'centered' },
  args: {
    title: 'Sign out?',
    description: 'You will need to sign in again to play or see your balance.',
    confirmLabel: 'Sign out',
    tone: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
    trigger: <Button variant="secondary" icon={LogOut}>Sign out</Button>,
  },
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Logout: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out?' });
    // focus starts on the safe choice
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(dialog).toHaveAccessibleDescription(/sign in again/);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ConfirmFlow: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const CancelByEscape: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

const Confirming = () => {
  const [open, setOpen] = useState(true);
  return (
    <AlertDialog
      open={open}
      onOpenChange={setOpen}
      title="Sign out?"
      confirmLabel="Sign out"
      tone="danger"
      confirming
      onConfirm={() => {}}
    />
  );
};

export const ConfirmingState: Story = {
  render: () => <Confirming />,
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: /Sign out/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Translated: Story = {
  args: {
    defaultOpen: true,
    title: 'Sair da conta?',
    description: 'Você precisará entrar novamente para jogar.',
    confirmLabel: undefined,
    messages: { confirm: 'Sair', cancel: 'Cancelar' },
  },
};

export const RightToLeft: Story = {
  args: {
    defaultOpen: true,
    title: 'تسجيل الخروج؟',
    description: 'ستحتاج إلى تسجيل الدخول مرة أخرى للعب.',
    confirmLabel: 'تسجيل الخروج',
    cancelLabel: 'إلغاء',
  },
  globals: { dir: 'rtl' },
};

/** §8: a warning with the server's message and one confirm button (SMS send failure, invalid invitation code). */
export const Acknowledge: Story = {
  args: {
    defaultOpen: true,
    acknowledge: true,
    tone: 'primary',
    title: 'The code could not be sent',
    description: 'Too many requests, please try again in 5 minutes',
    confirmLabel: 'OK',
    trigger: undefined,
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'The code could not be sent' });
    await expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await expect(ok).toHaveFocus();
    await userEvent.click(ok);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
