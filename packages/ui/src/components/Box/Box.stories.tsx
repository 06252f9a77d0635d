import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text/Text';
import { Box } from './Box';

const meta = {
  title: 'Foundations/Box',
  component: Box,
  args: { padding: 'large', background: 'surface', borderRadius: 'large', border: 'standard' },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { children: <Text>A surface card built from tokens only.</Text> } };

export const Responsive: Story = {
  args: {
    padding: { mobile: 'small', tablet: 'large', desktop: 'xlarge' },
    background: 'surfaceRaised',
    boxShadow: 'medium',
    children: <Text>Padding grows with the screen: small, large, xlarge.</Text>,
  },
};

export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Example section', children: <Text>Rendered as a section element.</Text> },
};
