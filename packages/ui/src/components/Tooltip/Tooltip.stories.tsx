import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info, RefreshCw } from 'lucide-react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { Inline } from '../Inline/Inline';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Controls/Tooltip',
  component: Tooltip.Content,
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div style={{ padding: '72px 160px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip.Content>;
export default meta;
type Story = StoryObj<typeof meta>;

const Wagering = ({ defaultOpen, text = 'Bonus must be wagered 10 times before withdrawal' }: { defaultOpen?: boolean; text?: string }) => (
  <Tooltip.Root defaultOpen={defaultOpen}>
    <Tooltip.Trigger>
      <IconButton icon={Info} label="Wagering rules" variant="secondary" />
    </Tooltip.Trigger>
    <Tooltip.Content>{text}</Tooltip.Content>
  </Tooltip.Root>
);

export const Default: Story = { render: () => <Wagering /> };

export const OnFocus: Story = {
  render: () => <Wagering />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Wagering rules' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Bonus must be wagered 10 times before withdrawal');
    await expect(trigger).toHaveAccessibleDescription('Bonus must be wagered 10 times before withdrawal');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { render: () => <Wagering defaultOpen /> };

export const Sides: Story = {
  render: () => (
    <Inline space="xlarge">
      {(['top', 'bottom'] as const).map((side) => (
        <Tooltip.Root key={side} defaultOpen>
          <Tooltip.Trigger>
            <IconButton icon={RefreshCw} label="Refresh balance" variant="secondary" />
          </Tooltip.Trigger>
          <Tooltip.Content side={side}>Refresh balance</Tooltip.Content>
        </Tooltip.Root>
      ))}
    </Inline>
  ),
};

export const LongText: Story = {
  render: () => (
    <Wagering
      defaultOpen
      text="Unconfirmed withdrawals count as received after the configured number of minutes. Contact customer service if the payout has not arrived."
    />
  ),
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  render: () => <Wagering defaultOpen text="يجب المراهنة بالمكافأة 10 مرات قبل السحب" />,
};

export const Light: Story = { render: () => <Wagering defaultOpen />, globals: { colorMode: 'light' } };
