import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import type { PillStatus } from './StatusPill.messages';
import { StatusPill } from './StatusPill';

const meta = {
  title: 'Data/StatusPill',
  component: StatusPill,
  args: { status: 'approved' },
} satisfies Meta<typeof StatusPill>;
export default meta;
type Story = StoryObj<typeof meta>;

const groups: { title: string; statuses: PillStatus[] }[] = [
  { title: 'Redeem', statuses: ['inProcess', 'rejected', 'approved'] },
  {
    title: 'Activity',
    statuses: ['join', 'claim', 'applying', 'closed', 'rejected', 'issued', 'claimed', 'inProcess', 'joined', 'signed', 'comingSoon'],
  },
  { title: 'Deposit and withdrawal', statuses: ['pending', 'success', 'failed', 'disbursed', 'received', 'partlyReceived', 'notReceived'] },
];

const AllStatuses = ({ size }: { size?: 'small' | 'medium' }) => (
  <Stack space="large">
    {groups.map((group) => (
      <Stack key={group.title} space="small">
        <Text size="small" weight="strong" tone="muted">
          {group.title}
        </Text>
        <Inline space="xsmall">
          {group.statuses.map((status) => (
            <StatusPill key={status} status={status} size={size} />
          ))}
        </Inline>
      </Stack>
    ))}
  </Stack>
);

export const Default: Story = {};

export const All: Story = {
  render: () => <AllStatuses />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Partly received')).toBeVisible();
    await expect(canvas.getAllByText('Rejected')).toHaveLength(2);
  },
};

export const Small: Story = { render: () => <AllStatuses size="small" /> };

export const Light: Story = { render: () => <AllStatuses />, globals: { colorMode: 'light' } };

export const Dark: Story = { render: () => <AllStatuses />, globals: { colorMode: 'dark' } };

export const Mexico: Story = { render: () => <AllStatuses />, globals: { brand: 'mexico' } };

export const LongText: Story = {
  render: () => (
    <div style={{ maxWidth: 180 }}>
      <StatusPill status="partlyReceived" messages={{ partlyReceived: 'Parcialmente recebido, aguardando confirmação' }} />
    </div>
  ),
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  render: () => (
    <Inline space="xsmall">
      <StatusPill status="approved" messages={{ approved: 'تمت الموافقة' }} />
      <StatusPill status="pending" messages={{ pending: 'قيد الانتظار' }} />
      <StatusPill status="failed" messages={{ failed: 'فشل' }} />
    </Inline>
  ),
};
