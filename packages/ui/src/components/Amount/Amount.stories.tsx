import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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

/** Where a character is drawn: its left edge on screen. */
const leftOf = (text: Node, index: number) => {
  const range = document.createRange();
  range.setStart(text, index);
  range.setEnd(text, index + 1);
  return range.getBoundingClientRect().left;
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  render: () => (
    <Text>
      الرصيد <Amount value={-120000} currency="BRL" locale="pt-BR" tone="critical" data-testid="amount" /> اليوم
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const amount = within(canvasElement).getByTestId('amount');
    const text = amount.firstChild!;
    const last = (text.textContent ?? '').length - 1;
    // the minus sign stays first (leftmost) and the cents last, as in LTR text
    await expect(text.textContent?.startsWith('-')).toBe(true);
    await expect(leftOf(text, 0)).toBeLessThan(leftOf(text, last));
  },
};
