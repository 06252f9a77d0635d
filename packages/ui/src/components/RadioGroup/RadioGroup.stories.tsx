import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Controls/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Reset password by',
    options: [
      { value: 'mobileNum', label: 'Mobile number', description: 'We send a code by SMS.' },
      { value: 'email', label: 'Email', description: 'We send a reset link to your registered address.' },
    ],
    defaultValue: 'mobileNum',
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Email'));
    await expect(canvas.getByRole('radio', { name: 'Email' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('email');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'Mobile number' }).focus();
    // held down, as a real key press is: Radix moves focus a tick after keydown and selects on arrival
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Email' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Email' })).toHaveFocus();
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Period',
    orientation: 'horizontal',
    defaultValue: 'daily',
    options: [
      { value: 'daily', label: 'Daily' },
      { value: 'weekly', label: 'Weekly' },
      { value: 'semimonthly', label: 'Semimonthly' },
      { value: 'monthly', label: 'Monthly' },
    ],
  },
};

export const Error: Story = { args: { defaultValue: undefined, required: true, error: 'Choose how to reset your password' } };

export const Disabled: Story = { args: { disabled: true } };

export const DisabledOption: Story = {
  args: {
    options: [
      { value: 'mobileNum', label: 'Mobile number' },
      { value: 'email', label: 'Email' },
      { value: 'google', label: 'Google authenticator', description: 'Bind an authenticator in the security center first.', disabled: true },
    ],
  },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: {
    label: 'إعادة التعيين عبر',
    options: [
      { value: 'mobileNum', label: 'رقم الجوال' },
      { value: 'email', label: 'البريد الإلكتروني' },
    ],
  },
};
