import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleHelp } from 'lucide-react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { restingOpen } from '../DropdownMenu/restingOpen';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Popover } from './Popover';

const meta = {
  title: 'Controls/Popover',
  component: Popover.Content,
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320, paddingTop: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Popover.Content>;
export default meta;
type Story = StoryObj<typeof meta>;

const Limits = ({ defaultOpen, closeButton }: { defaultOpen?: boolean; closeButton?: boolean }) => (
  <Popover.Root defaultOpen={defaultOpen}>
    <Popover.Trigger>
      <Button variant="secondary" icon={CircleHelp}>
        Deposit limits
      </Button>
    </Popover.Trigger>
    <Popover.Content aria-labelledby="limits-title" closeButton={closeButton}>
      <Stack space="xsmall" align="start">
        <Text id="limits-title" weight="strong" size="small">
          Deposit limits
        </Text>
        <Text size="small" tone="muted">
          Minimum R$ 20,00 · Maximum R$ 50.000,00 per transaction. PIX deposits arrive in under a minute.
        </Text>
        <Popover.Close>
          <Button size="small">Got it</Button>
        </Popover.Close>
      </Stack>
    </Popover.Content>
  </Popover.Root>
);

export const Default: Story = {
  render: () => <Limits />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Deposit limits' });
    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Deposit limits' });
    await expect(panel.closest('[data-cr-brand]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { render: () => <Limits defaultOpen />, parameters: restingOpen };

export const WithCloseButton: Story = { render: () => <Limits defaultOpen closeButton />, parameters: restingOpen };

export const RightToLeft: Story = { render: () => <Limits defaultOpen closeButton />, parameters: restingOpen, globals: { dir: 'rtl' } };

export const Light: Story = { render: () => <Limits defaultOpen />, parameters: restingOpen, globals: { colorMode: 'light' } };
