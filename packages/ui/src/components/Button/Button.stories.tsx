import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Wallet } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Button } from './Button';

const meta = {
  title: 'Controls/Button',
  component: Button,
  args: { children: 'Deposit', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger', 'gold'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Deposit' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // keyboard works too
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline space="small">
      <Button {...args} variant="primary">Deposit</Button>
      <Button {...args} variant="secondary">Withdraw</Button>
      <Button {...args} variant="ghost">Cancel</Button>
      <Button {...args} variant="danger">Sign out</Button>
      <Button {...args} variant="gold">Claim jackpot</Button>
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="small" alignY="center">
      <Button {...args} size="small">Small</Button>
      <Button {...args} size="medium">Medium</Button>
      <Button {...args} size="large">Large</Button>
    </Inline>
  ),
};

export const WithIcons: Story = {
  args: { icon: Wallet, iconEnd: ArrowRight, children: 'Go to wallet' },
};

export const Loading: Story = {
  args: { loading: true, children: 'Log in' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Log in/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const FullWidth: Story = {
  args: { fullWidth: true, size: 'large', children: 'Create account' },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Button {...args} />
    </div>
  ),
};

export const LongLabel: Story = {
  args: { children: 'Confirm withdrawal to the registered bank account' },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: { icon: Wallet, iconEnd: ArrowRight, children: 'إيداع' },
};

export const AllBrands: Story = {
  render: (args) => (
    <Stack space="small">
      {(['brazil', 'mexico', 'bangladesh'] as const).map((brand) => (
        <div key={brand} data-cr-brand={brand}>
          <Inline space="small">
            <Button {...args} variant="primary">Deposit</Button>
            <Button {...args} variant="secondary">Withdraw</Button>
            <Button {...args} variant="gold">Jackpot</Button>
          </Inline>
        </div>
      ))}
    </Stack>
  ),
};
