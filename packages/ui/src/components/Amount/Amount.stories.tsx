import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Amount } from './Amount';

const meta = {
  title: 'Controls/Amount',
  component: Amount,
  args: { value: 123456789, currency: 'BRL', locale: 'pt-BR' },
} satisfies Meta<typeof Amount>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PerMerchant: Story = {
  render: () => (
    <Stack space="small">
      <Text>
        Brazil: <Amount value={2045811250} currency="BRL" locale="pt-BR" tone="gold" weight="strong" />
      </Text>
      <Text>
        Mexico: <Amount value={2045811250} currency="MXN" locale="es-MX" tone="gold" weight="strong" />
      </Text>
      <Text>
        Bangladesh: <Amount value={2045811250} currency="BDT" locale="bn-BD" tone="gold" weight="strong" />
      </Text>
      <Text>
        English: <Amount value={2045811250} currency="BDT" locale="en" tone="gold" weight="strong" />
      </Text>
    </Stack>
  ),
};

export const Tones: Story = {
  render: () => (
    <Stack space="small">
      <Amount value={125000} currency="BRL" tone="positive" />
      <Amount value={-4050} currency="BRL" tone="critical" />
      <Amount value={0} currency="BRL" tone="muted" />
    </Stack>
  ),
};
