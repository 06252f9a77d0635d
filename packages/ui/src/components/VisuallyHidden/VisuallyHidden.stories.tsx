import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Foundations/VisuallyHidden',
  component: VisuallyHidden,
  render: () => (
    <Text>
      Only the word “visible” shows here.<VisuallyHidden> Screen readers also hear this sentence.</VisuallyHidden>
    </Text>
  ),
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const hidden = within(canvasElement).getByText(/Screen readers also hear/);
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
