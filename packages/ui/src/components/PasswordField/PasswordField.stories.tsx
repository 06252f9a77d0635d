import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Controls/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(input, 'hunter22');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  },
};

export const NewPassword: Story = {
  args: { label: 'New password', autoComplete: 'new-password', required: true, hint: 'At least 8 characters, with a letter and a digit.' },
};

export const Error: Story = {
  args: { defaultValue: 'abc', required: true, error: 'The password is incorrect.' },
};

export const Revealed: Story = { args: { defaultValue: 'hunter22', defaultVisible: true } };

export const Translated: Story = {
  args: { label: 'Senha', messages: { show: 'Mostrar senha', hide: 'Ocultar senha' } },
};

/** The reveal toggle sits at the inline end: on the left in right-to-left text. */
export const RightToLeft: Story = {
  args: { label: 'كلمة المرور', defaultValue: 'hunter22', messages: { show: 'إظهار كلمة المرور', hide: 'إخفاء كلمة المرور' } },
  globals: { dir: 'rtl' },
};
