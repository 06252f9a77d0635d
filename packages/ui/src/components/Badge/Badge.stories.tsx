import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Gift } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Icon } from '../Icon/Icon';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Badge } from './Badge';

const meta = { title: 'Controls/Badge', component: Badge, args: { count: 3 } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 unread')).toBeInTheDocument();
  },
};

export const Counts: Story = {
  render: () => (
    <Inline space="medium" alignY="center">
      {[0, 1, 9, 42, 99, 100, 1500].map((count) => (
        <Stack key={count} space="xxsmall" align="center">
          <Text size="xsmall" tone="muted">
            {count}
          </Text>
          <span style={{ minHeight: 20, display: 'inline-flex' }}>
            <Badge count={count} />
          </span>
        </Stack>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('0 unread')).not.toBeInTheDocument();
    await expect(canvas.getAllByText('99+ unread')).toHaveLength(2);
  },
};

export const Labels: Story = {
  render: () => (
    <Inline space="small" alignY="center">
      <Badge tone="gold">Hot</Badge>
      <Badge tone="accent">New</Badge>
      <Badge tone="critical">Live</Badge>
      <Badge tone="neutral">Soon</Badge>
    </Inline>
  ),
};

export const Dot: Story = {
  render: () => (
    <Inline space="large" alignY="center">
      <span style={{ position: 'relative', display: 'inline-flex' }}>
        <Icon icon={Bell} size="large" label="Notifications" />
        <span style={{ position: 'absolute', top: 0, insetInlineEnd: 0 }}>
          <Badge dot label="New notifications" />
        </span>
      </span>
      <Inline space="xsmall" alignY="center">
        <Text size="small">Reward center</Text>
        <Badge dot tone="gold" />
      </Inline>
    </Inline>
  ),
};

export const OnAnIcon: Story = {
  render: () => (
    <span style={{ position: 'relative', display: 'inline-flex', padding: 6 }}>
      <Icon icon={Gift} size="large" label="Promotions" />
      <span style={{ position: 'absolute', top: -4, insetInlineEnd: -8 }}>
        <Badge count={12} />
      </span>
    </span>
  ),
};

export const Translated: Story = { args: { count: 5, messages: { unread: '{count} não lidas' } } };

export const Light: Story = { ...Labels, globals: { colorMode: 'light' } };
