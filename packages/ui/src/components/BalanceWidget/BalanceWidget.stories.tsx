import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import type { BalanceWidgetProps } from './BalanceWidget';
import { BalanceWidget } from './BalanceWidget';

const meta = {
  title: 'Journey/BalanceWidget',
  component: BalanceWidget,
  args: {
    balance: 1254075,
    currency: 'BRL',
    locale: 'pt-BR',
    hidden: false,
    onToggleHidden: fn(),
    onRefresh: fn(),
  },
} satisfies Meta<typeof BalanceWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Wired like the site: hidden state kept here, refresh takes a moment. */
const Live = (props: BalanceWidgetProps) => {
  const [hidden, setHidden] = useState(props.hidden);
  const [refreshing, setRefreshing] = useState(false);
  const [balance, setBalance] = useState(props.balance);
  return (
    <BalanceWidget
      {...props}
      balance={balance}
      hidden={hidden}
      refreshing={refreshing}
      onToggleHidden={() => {
        setHidden((value) => !value);
        props.onToggleHidden();
      }}
      onRefresh={() => {
        props.onRefresh();
        setRefreshing(true);
        setTimeout(() => {
          setBalance((value) => (value ?? 0) + 10000);
          setRefreshing(false);
        }, 300);
      }}
    />
  );
};

export const Default: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Balance' });
    await expect(group).toHaveTextContent('R$ 12.540,75');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide balance' }));
    await expect(group).toHaveTextContent('******');
    await expect(group).not.toHaveTextContent('12.540,75');
    await userEvent.click(canvas.getByRole('button', { name: 'Show balance' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh balance' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(group).toHaveTextContent('R$ 12.640,75'));
  },
};

export const Hidden: Story = { args: { hidden: true } };

export const Loading: Story = {
  args: { loading: true, balance: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading balance');
  },
};

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvasElement, args }) => {
    const refresh = within(canvasElement).getByRole('button', { name: 'Refresh balance' });
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(refresh);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

export const LargeAmount: Story = { args: { balance: 2099999999999, size: 'large' } };

export const Mexico: Story = { globals: { brand: 'mexico' }, args: { currency: 'MXN', locale: 'es-MX', balance: 987650 } };

export const Bangladesh: Story = {
  globals: { brand: 'bangladesh' },
  args: {
    currency: 'BDT',
    locale: 'bn-BD',
    balance: 4500000,
    messages: { label: 'ব্যালেন্স', hide: 'ব্যালেন্স লুকান', show: 'ব্যালেন্স দেখান', refresh: 'ব্যালেন্স রিফ্রেশ করুন' },
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const States: Story = {
  render: (args) => (
    <Stack space="medium" align="start">
      <BalanceWidget {...args} />
      <BalanceWidget {...args} hidden />
      <BalanceWidget {...args} loading balance={undefined} />
      <BalanceWidget {...args} refreshing />
      <BalanceWidget {...args} size="large" balance={2045811250} />
    </Stack>
  ),
};
