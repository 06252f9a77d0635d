import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Divider } from './Divider';

const meta = {
  title: 'Controls/Divider',
  component: Divider,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Divider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  render: (args) => (
    <Stack space="medium">
      <Text>Balance</Text>
      <Divider {...args} />
      <Text>Bonus</Text>
    </Stack>
  ),
};

export const Strong: Story = { ...Horizontal, args: { strong: true } };

export const Labelled: Story = { args: { label: 'or' } };

export const Vertical: Story = {
  render: () => (
    <Inline space="small" alignY="center">
      <Text size="small">Deposit</Text>
      <Divider orientation="vertical" />
      <Text size="small">Withdraw</Text>
      <Divider orientation="vertical" />
      <Text size="small">Transfer</Text>
    </Inline>
  ),
};

export const RightToLeft: Story = { args: { label: 'أو' }, globals: { dir: 'rtl' } };
