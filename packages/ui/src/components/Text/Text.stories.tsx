import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { Text } from './Text';

const meta = {
  title: 'Foundations/Text',
  component: Text,
  args: { children: 'Spin the wheel and win up to 500 free spins this weekend.' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Scale: Story = {
  render: (args) => (
    <Stack space="small">
      <Text {...args} size="xlarge" />
      <Text {...args} size="large" />
      <Text {...args} size="standard" />
      <Text {...args} size="small" />
      <Text {...args} size="xsmall" />
    </Stack>
  ),
};

export const Tones: Story = {
  render: () => (
    <Stack space="xsmall">
      <Text>Neutral text</Text>
      <Text tone="muted">Muted text</Text>
      <Text tone="accent">Accent text</Text>
      <Text tone="gold" weight="strong">Gold win</Text>
      <Text tone="positive">Positive</Text>
      <Text tone="critical">Critical</Text>
    </Stack>
  ),
};

export const Truncated: Story = {
  args: {
    truncate: true,
    children: 'A very long game name that certainly will not fit on one line of a narrow game tile at all',
  },
  render: (args) => (
    <div style={{ width: 220 }}>
      <Text {...args} />
    </div>
  ),
};

export const LongWord: Story = {
  args: { children: 'Transferência_para_a_conta_superior_do_agente_número_000000000000123' },
  render: (args) => (
    <div style={{ width: 220 }}>
      <Text {...args} />
    </div>
  ),
};

export const Bengali: Story = { globals: { brand: 'bangladesh' }, args: { children: 'আপনার ব্যালেন্স রিফ্রেশ করুন' } };

export const RightToLeft: Story = { globals: { dir: 'rtl' }, args: { children: 'رصيدك محدث الآن' } };
