import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldError } from './FieldError';

const meta = {
  title: 'Controls/FieldError',
  component: FieldError,
  args: { id: 'field-error', children: 'Please fill in your password with 6 - 20 characters' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FieldError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongText: Story = {
  args: {
    children:
      'This mobile number is already registered to another account. Sign in with it, or use another number to create a new account.',
  },
};

export const Summary: Story = {
  args: { variant: 'summary', role: 'alert', children: 'Network link is abnormal, please try again' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Network link is abnormal');
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' }, args: { children: 'يجب أن تتكون كلمة المرور من 6 إلى 20 حرفًا' } };
