import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { Heading } from './Heading';

const meta = {
  title: 'Foundations/Heading',
  component: Heading,
  args: { level: '2', children: 'Biggest wins today' },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Levels: Story = {
  render: () => (
    <Stack space="medium">
      <Heading level="1">Level 1 — Jackpot</Heading>
      <Heading level="2">Level 2 — Hot games</Heading>
      <Heading level="3">Level 3 — Live casino</Heading>
      <Heading level="4">Level 4 — Recent</Heading>
    </Stack>
  ),
};

export const LongText: Story = {
  args: { children: 'Weekly cashback on every live casino table for members of the VIP programme' },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Heading {...args} />
    </div>
  ),
};

export const RightToLeft: Story = { globals: { dir: 'rtl' }, args: { children: 'أكبر الأرباح اليوم' } };
