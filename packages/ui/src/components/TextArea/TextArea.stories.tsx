import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Content', hint: 'Tell us what happened, in 140 characters at most.', maxLength: 140 },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Content' }), 'My deposit has not arrived');
    await expect(canvas.getByText('26 / 140')).toBeInTheDocument();
  },
};

export const WithError: Story = { args: { required: true, error: 'Input cannot be empty' } };

export const OverTheLimit: Story = {
  args: { defaultValue: 'x'.repeat(150), error: 'The content can be at most 140 characters' },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' }, args: { label: 'المحتوى', hint: '140 حرفًا على الأكثر' } };

export const Light: Story = { ...WithError, globals: { colorMode: 'light' } };
