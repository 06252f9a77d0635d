import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PasswordField } from '../PasswordField/PasswordField';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';
import { Dialog } from './Dialog';

const meta = {
  title: 'Controls/Dialog',
  component: Dialog.Content,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Dialog.Content>;
export default meta;
type Story = StoryObj<typeof meta>;

const LoginDialog = ({ defaultOpen = false }: { defaultOpen?: boolean }) => (
  <Dialog.Root defaultOpen={defaultOpen}>
    <Dialog.Trigger>
      <Button>Log in</Button>
    </Dialog.Trigger>
    <Dialog.Content size="small">
      <Dialog.Title>Log in</Dialog.Title>
      <Dialog.Description>Welcome back. Sign in with your username.</Dialog.Description>
      <Stack space="medium">
        <TextField label="Username" autoComplete="username" />
        <PasswordField label="Password" />
      </Stack>
      <Dialog.Actions>
        <Dialog.Close>
          <Button variant="ghost">Cancel</Button>
        </Dialog.Close>
        <Button>Log in</Button>
      </Dialog.Actions>
    </Dialog.Content>
  </Dialog.Root>
);

export const Default: Story = {
  render: () => <LoginDialog />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Log in' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await expect(dialog).toHaveAccessibleDescription('Welcome back. Sign in with your username.');
    // focus moves into the dialog, and Escape closes it and returns focus
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  render: () => <LoginDialog defaultOpen />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    // the portal keeps the theme: it renders in its own theme scope
    await expect(dialog.closest('[data-cr-brand]')).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const Controlled = () => {
  const [open, setOpen] = useState(false);
  return (
    <Stack space="small" align="center">
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Choose region
      </Button>
      <Text tone="muted" size="small">
        {open ? 'Dialog is open' : 'Dialog is closed'}
      </Text>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Content>
          <Dialog.Title>Choose your region</Dialog.Title>
          <Dialog.Description>The currency and languages follow the region.</Dialog.Description>
          <Dialog.Actions>
            <Button onClick={() => setOpen(false)}>Apply</Button>
          </Dialog.Actions>
        </Dialog.Content>
      </Dialog.Root>
    </Stack>
  );
};

export const ControlledOpen: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose region' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your region' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(canvas.getByText('Dialog is closed')).toBeInTheDocument());
  },
};

export const LongContent: Story = {
  render: () => (
    <Dialog.Root defaultOpen>
      <Dialog.Content size="large">
        <Dialog.Title>Terms and conditions of the weekly cashback promotion for all live casino tables</Dialog.Title>
        <Dialog.Description>Please read before you take part.</Dialog.Description>
        <Stack space="small">
          {Array.from({ length: 12 }, (_, index) => (
            <Text as="p" key={index}>
              {index + 1}. Cashback is calculated on net losses across all live casino tables from Monday 00:00 to Sunday 23:59 and
              credited on the following Monday. Wagering requirements apply.
            </Text>
          ))}
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  ),
};

export const RightToLeft: Story = { ...Open, globals: { dir: 'rtl' } };
