import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Text } from '../Text/Text';
import { Stack } from './Stack';

const Item = ({ children }: { children: string }) => (
  <Box padding="small" background="surfaceRaised" borderRadius="medium" border="standard">
    <Text>{children}</Text>
  </Box>
);

const meta = {
  title: 'Foundations/Stack',
  component: Stack,
  args: {
    space: 'medium',
    children: [<Item key="1">First</Item>, <Item key="2">Second</Item>, <Item key="3">Third</Item>],
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Centred: Story = { args: { align: 'center', space: 'small' } };
export const ResponsiveSpace: Story = { args: { space: { mobile: 'xsmall', desktop: 'xlarge' } } };
