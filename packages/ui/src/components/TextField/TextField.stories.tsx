import type { Meta, StoryObj } from '@storybook/react-vite';
import { AtSign, User } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { TextField } from './TextField';

const meta = {
  title: 'Controls/TextField',
  component: TextField,
  args: { label: 'Username', name: 'username', autoComplete: 'username' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'lucky_player');
    await expect(input).toHaveValue('lucky_player');
  },
};

export const WithHint: Story = { args: { hint: '6 to 16 letters or digits.', icon: User } };

export const Error: Story = {
  args: { required: true, defaultValue: 'ab', error: 'Username must be at least 6 characters.', hint: '6 to 16 letters or digits.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/at least 6 characters/);
  },
};

export const Required: Story = { args: { required: true, placeholder: 'Your username' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'lucky_player' } };

export const LongText: Story = {
  args: {
    label: 'Email address registered with your account for password recovery and notices',
    type: 'email',
    icon: AtSign,
    error: 'This email address is already used by another account. Use another address or sign in with the existing one.',
  },
};

export const States: Story = {
  render: () => (
    <Stack space="large">
      <TextField label="Username" placeholder="Your username" icon={User} />
      <TextField label="Referral code" hint="Optional: a friend's invite code." />
      <TextField label="Mobile number" type="tel" required defaultValue="123" error="Enter an 11-digit mobile number." />
      <TextField label="Affiliate code" disabled defaultValue="AF-2024" />
    </Stack>
  ),
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: { label: 'اسم المستخدم', hint: 'من 6 إلى 16 حرفًا', icon: User },
};
