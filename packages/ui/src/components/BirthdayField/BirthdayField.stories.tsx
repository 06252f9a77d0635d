import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BirthdayField } from './BirthdayField';

const meta = {
  title: 'Controls/BirthdayField',
  component: BirthdayField,
  // a fixed today keeps the picker maximum (and the screenshots) stable
  args: { label: 'Date of birth', today: new Date(2025, 5, 15), required: true, name: 'birthday' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BirthdayField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { hint: 'You must be 18 or older to play.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Date of birth/, { selector: 'input' });
    await expect(input).toHaveAttribute('max', '2007-12-31');
  },
};

export const Filled: Story = { args: { defaultValue: '1992-08-23' } };

export const TooYoung: Story = {
  args: { defaultValue: '2009-03-14' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Date of birth/, { selector: 'input' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('You must be at least 18 years old to register');
  },
};

export const TwentyOnePlus: Story = { args: { minAge: 21, hint: 'You must be 21 or older in this region.' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: '1992-08-23' } };

export const RightToLeft: Story = { globals: { dir: 'rtl' }, args: { label: 'تاريخ الميلاد', defaultValue: '1992-08-23' } };
