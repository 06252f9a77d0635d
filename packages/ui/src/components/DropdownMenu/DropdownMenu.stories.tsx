import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowDownToLine, ArrowUpFromLine, Copy, CreditCard, Ellipsis, Trash2 } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DropdownMenu } from './DropdownMenu';
import { restingOpen } from './restingOpen';

type DemoProps = {
  defaultOpen?: boolean;
  onDeposit?: () => void;
  onRemove?: () => void;
  long?: boolean;
};

const WalletMenu = ({ defaultOpen, onDeposit, onRemove, long = false }: DemoProps) => (
  <DropdownMenu.Root defaultOpen={defaultOpen}>
    <DropdownMenu.Trigger>
      <Button variant="secondary" icon={Ellipsis}>
        Wallet actions
      </Button>
    </DropdownMenu.Trigger>
    <DropdownMenu.Content>
      <DropdownMenu.Label>{long ? 'Wallet and payment methods for your account' : 'Wallet'}</DropdownMenu.Label>
      <DropdownMenu.Group>
        <DropdownMenu.Item icon={ArrowDownToLine} onSelect={onDeposit}>
          {long ? 'Deposit with PIX, bank transfer or any of the 12 supported e-wallets' : 'Deposit'}
        </DropdownMenu.Item>
        <DropdownMenu.Item icon={ArrowUpFromLine}>
          {long ? 'Withdraw to the registered bank account (arrives in 1–2 working days)' : 'Withdraw'}
        </DropdownMenu.Item>
        <DropdownMenu.LinkItem href="#cards" icon={CreditCard}>
          Manage cards
        </DropdownMenu.LinkItem>
        <DropdownMenu.Item icon={Copy} disabled>
          Copy account number
        </DropdownMenu.Item>
      </DropdownMenu.Group>
      <DropdownMenu.Separator />
      <DropdownMenu.Item icon={Trash2} tone="danger" onSelect={onRemove}>
        Remove card
      </DropdownMenu.Item>
    </DropdownMenu.Content>
  </DropdownMenu.Root>
);

const meta = {
  title: 'Controls/DropdownMenu',
  component: WalletMenu,
  args: { onDeposit: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WalletMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Wallet actions' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Wallet actions' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Deposit' }));
    await expect(args.onDeposit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  parameters: restingOpen,
  play: async () => {
    const menu = await screen.findByRole('menu', { name: 'Wallet actions' });
    // portalled, yet inside a theme scope: it keeps the brand and direction
    await expect(menu.closest('[data-cr-brand]')).not.toBeNull();
    await expect(within(menu).getByRole('menuitem', { name: 'Copy account number' })).toHaveAttribute('data-disabled');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Wallet actions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Deposit' })).toHaveFocus());
    // arrows skip the disabled item; End jumps to the last
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Remove card' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(screen.getByRole('menuitem', { name: 'Deposit' })).toHaveFocus();
    // typeahead
    await userEvent.keyboard('r');
    await expect(screen.getByRole('menuitem', { name: 'Remove card' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const LongText: Story = {
  args: { defaultOpen: true, long: true },
  parameters: restingOpen,
};

export const RightToLeft: Story = {
  args: { defaultOpen: true },
  parameters: restingOpen,
  globals: { dir: 'rtl' },
};

export const Dark: Story = {
  args: { defaultOpen: true },
  parameters: restingOpen,
  globals: { colorMode: 'dark' },
};

export const Light: Story = {
  args: { defaultOpen: true },
  parameters: restingOpen,
  globals: { colorMode: 'light' },
};

export const Mexico: Story = {
  args: { defaultOpen: true },
  parameters: restingOpen,
  globals: { brand: 'mexico', colorMode: 'light' },
};
