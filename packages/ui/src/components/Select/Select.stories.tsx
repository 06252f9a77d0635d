import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Coins } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { restingOpen } from '../DropdownMenu/restingOpen';
import type { SelectOption } from './Select';
import { Select } from './Select';

const currencies: SelectOption[] = [
  { value: 'BRL', label: 'Brazilian real', description: 'R$ · Brazil' },
  { value: 'MXN', label: 'Mexican peso', description: '$ · Mexico' },
  { value: 'BDT', label: 'Bangladeshi taka', description: '৳ · Bangladesh' },
  { value: 'USDT', label: 'Tether (USDT)', description: 'Crypto, TRC-20 network' },
  { value: 'USD', label: 'US dollar', description: 'Not available in your region', disabled: true },
];

const meta = {
  title: 'Controls/Select',
  component: Select,
  args: { label: 'Currency', options: currencies, defaultValue: 'BRL', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380, minHeight: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the list with the mouse, as a player would, and leaves it open for review. */
const openWithMouse: Story['play'] = async ({ canvasElement, args }) => {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: args.label }));
  const listbox = await screen.findByRole('listbox', { name: args.label });
  await waitFor(() => expect(listbox).toBeVisible());
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: 'Currency' });
    await expect(combobox).toHaveTextContent('Brazilian real');
    await userEvent.click(combobox);
    const listbox = await screen.findByRole('listbox', { name: 'Currency' });
    await userEvent.click(within(listbox).getByRole('option', { name: /^Mexican peso/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith('MXN');
    await waitFor(() => expect(combobox).toHaveFocus());
    await expect(combobox).toHaveTextContent('Mexican peso');
  },
};

export const Open: Story = {
  parameters: restingOpen,
  play: async (context) => {
    await openWithMouse(context);
    const listbox = screen.getByRole('listbox', { name: 'Currency' });
    // portalled, yet inside a theme scope
    await expect(listbox.closest('[data-cr-brand]')).not.toBeNull();
    await expect(within(listbox).getByRole('option', { name: /^Brazilian real/ })).toHaveAttribute('data-state', 'checked');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: 'Currency' });
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: /^Brazilian real/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('option', { name: /^Bangladeshi taka/ })).toHaveFocus();
    // typeahead jumps by label
    await userEvent.keyboard('te');
    await expect(screen.getByRole('option', { name: /^Tether \(USDT\)/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('USDT');
    await waitFor(() => expect(combobox).toHaveFocus());
    await expect(combobox).toHaveTextContent('Tether (USDT)');
  },
};

export const Placeholder: Story = { args: { defaultValue: undefined, placeholder: 'Choose a currency' } };

export const WithHint: Story = { args: { hint: 'Deposits and withdrawals use this currency.', icon: Coins } };

export const Error: Story = {
  args: { defaultValue: undefined, placeholder: 'Choose a currency', required: true, error: 'Choose a currency to continue.' },
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: 'Currency' });
    await expect(combobox).toHaveAttribute('aria-invalid', 'true');
    await expect(combobox).toHaveAccessibleDescription('Choose a currency to continue.');
  },
};

export const Disabled: Story = { args: { disabled: true, hint: 'Your currency is fixed once you have deposited.' } };

export const HiddenLabel: Story = {
  args: { hideLabel: true, icon: Coins, size: 'medium' },
  decorators: [
    (Story) => (
      <div style={{ width: 220 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Currency' })).toBeVisible();
  },
};

export const LongText: Story = {
  parameters: restingOpen,
  args: {
    label: 'Withdrawal account for the weekly cashback and rebate payments',
    defaultValue: 'long',
    options: [
      {
        value: 'long',
        label: 'Banco do Brasil — current account ending 4821, registered to the account holder',
        description: 'Verified on 12 March · arrives in 1–2 working days, no fee for amounts above R$ 50',
      },
      ...currencies,
    ],
  },
  play: openWithMouse,
};

const countries: SelectOption[] = [
  'Argentina', 'Bangladesh', 'Bolivia', 'Brazil', 'Chile', 'Colombia', 'Costa Rica', 'Ecuador', 'El Salvador',
  'Guatemala', 'Honduras', 'India', 'Mexico', 'Nepal', 'Nicaragua', 'Panama', 'Paraguay', 'Peru', 'Uruguay',
  'Venezuela',
].map((name) => ({ value: name, label: name }));

/**
 * A list longer than its room scrolls like any other, and stays where it was scrolled: a finger's swipe or the
 * wheel far from the chosen option (Brazil) leaves the list there, and the last country can be chosen. Radix's own
 * scroll buttons brought the focused option back into view whenever one of them appeared, which is each time the
 * list leaves its top or bottom (radix-ui/primitives#3686): on a phone, every swipe snapped back.
 */
export const LongList: Story = {
  parameters: restingOpen,
  args: { label: 'Country', options: countries, defaultValue: 'Brazil' },
  play: async (context) => {
    await openWithMouse(context);
    const listbox = screen.getByRole('listbox', { name: 'Country' });
    const viewport = listbox.querySelector<HTMLElement>('[data-radix-select-viewport]')!;
    await expect(viewport.scrollHeight).toBeGreaterThan(viewport.clientHeight);
    viewport.scrollTop = viewport.scrollHeight;
    const bottom = viewport.scrollTop;
    await expect(bottom).toBeGreaterThan(0);
    // a few frames for anything that would answer the scroll
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(viewport.scrollTop).toBe(bottom);
    const last = within(listbox).getByRole('option', { name: 'Venezuela' });
    const [list, option] = [viewport.getBoundingClientRect(), last.getBoundingClientRect()];
    await expect(option.bottom).toBeLessThanOrEqual(list.bottom + 1);
    await userEvent.click(last);
    await expect(context.args.onValueChange).toHaveBeenCalledWith('Venezuela');
  },
};

const ControlledDemo = () => {
  const [value, setValue] = useState('BDT');
  return <Select label="Currency" options={currencies} value={value} onValueChange={setValue} hint={`Value: ${value}`} />;
};

export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Currency' });
    combobox.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('option', { name: /^Bangladeshi taka/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(combobox).toHaveFocus());
    await expect(canvas.getByText('Value: MXN')).toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  parameters: restingOpen,
  globals: { dir: 'rtl' },
  args: {
    label: 'العملة',
    defaultValue: 'SAR',
    options: [
      { value: 'SAR', label: 'ريال سعودي', description: 'ر.س' },
      { value: 'AED', label: 'درهم إماراتي', description: 'د.إ' },
      { value: 'USD', label: 'دولار أمريكي', description: '$' },
    ],
    hint: 'تُستخدم للإيداع والسحب.',
  },
  play: openWithMouse,
};

export const Dark: Story = {
  args: { hint: 'Deposits and withdrawals use this currency.' },
  parameters: restingOpen,
  globals: { colorMode: 'dark' },
  play: openWithMouse,
};

export const Light: Story = {
  args: { hint: 'Deposits and withdrawals use this currency.' },
  parameters: restingOpen,
  globals: { colorMode: 'light' },
  play: openWithMouse,
};
