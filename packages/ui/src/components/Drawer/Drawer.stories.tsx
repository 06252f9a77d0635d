import type { Meta, StoryObj } from '@storybook/react-vite';
import { SlidersHorizontal } from 'lucide-react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { TextField } from '../TextField/TextField';
import type { DrawerContentProps } from './Drawer';
import { Drawer } from './Drawer';

const meta = {
  title: 'Controls/Drawer',
  component: Drawer.Content,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Drawer.Content>;
export default meta;
type Story = StoryObj<typeof meta>;

const Filters = ({ side, defaultOpen, paragraphs = 0 }: { side?: DrawerContentProps['side']; defaultOpen?: boolean; paragraphs?: number }) => (
  <Drawer.Root defaultOpen={defaultOpen}>
    <Drawer.Trigger>
      <Button variant="secondary" icon={SlidersHorizontal}>
        Filters
      </Button>
    </Drawer.Trigger>
    <Drawer.Content side={side}>
      <Drawer.Header>
        <Drawer.Title>Filter betting record</Drawer.Title>
        <Drawer.Description>Choose the dates and game to show.</Drawer.Description>
      </Drawer.Header>
      <Drawer.Body>
        <Stack space="medium">
          <TextField label="From" defaultValue="01/06/2025" />
          <TextField label="To" defaultValue="30/06/2025" />
          <TextField label="Game" placeholder="Any game" />
          {Array.from({ length: paragraphs }, (_, index) => (
            <Text as="p" key={index} tone="muted" size="small">
              {index + 1}. Records older than 90 days are archived. Times are shown in your device time zone; the agent
              clock shows the GMT offset.
            </Text>
          ))}
        </Stack>
      </Drawer.Body>
      <Drawer.Footer>
        <Drawer.Close>
          <Button variant="ghost">Reset</Button>
        </Drawer.Close>
        <Drawer.Close>
          <Button>Apply</Button>
        </Drawer.Close>
      </Drawer.Footer>
    </Drawer.Content>
  </Drawer.Root>
);

export const Default: Story = {
  render: () => <Filters />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Filter betting record' });
    await expect(drawer).toHaveAccessibleDescription('Choose the dates and game to show.');
    await expect(drawer.closest('[data-cr-brand]')).not.toBeNull();
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    // Escape closes it and focus goes back to the trigger
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    // and again with the corner close button
    await userEvent.click(trigger);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const End: Story = { render: () => <Filters defaultOpen /> };

export const Start: Story = { render: () => <Filters side="start" defaultOpen /> };

export const Bottom: Story = { render: () => <Filters side="bottom" defaultOpen /> };

export const LongContent: Story = { render: () => <Filters defaultOpen paragraphs={14} /> };

/** Start is the right edge in RTL. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  render: () => <Filters side="start" defaultOpen />,
  play: async () => {
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(drawer.getBoundingClientRect().right).toBeCloseTo(window.innerWidth, 0));
  },
};

export const Light: Story = { render: () => <Filters defaultOpen />, globals: { colorMode: 'light' } };
