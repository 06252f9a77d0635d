import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Dices, Gamepad2 } from 'lucide-react';
import { vendors } from '../GameTile/GameTile.fixtures';
import type { VendorMenuVendor } from './VendorMenu';
import { VendorMenu } from './VendorMenu';

const toVendor = (v: (typeof vendors)[number]): VendorMenuVendor => ({ id: v.code, name: v.name, href: `/rng?vassalage=${v.code}`, logoUrl: v.logoUrl });
const liveVendors = vendors.filter((v) => ['EVO', 'SEXY', 'PT', 'KM'].includes(v.code)).map(toVendor);
const slotVendors = vendors.map(toVendor);

const meta = {
  title: 'Lobby/VendorMenu',
  component: VendorMenu,
  args: { label: 'Live casino', href: '/live', icon: Dices, vendors: liveVendors },
  decorators: [
    (Story) => (
      // a header's nav row, with room for the panel below
      <nav aria-label="Main" style={{ minHeight: 460, display: 'flex', gap: 8, alignItems: 'flex-start' }}>
        <Story />
      </nav>
    ),
  ],
} satisfies Meta<typeof VendorMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Live casino' });
    // keyboard: Enter opens and focuses the first item; arrows move; Escape closes back to the trigger
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'All Live casino' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: liveVendors[0]!.name })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
    // hover opens it
    await userEvent.hover(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.unhover(trigger);
  },
};

export const Open: Story = { args: { defaultOpen: true } };

/** More than 10 vendors: a grid of logos (spec §2). */
export const LargeLayout: Story = { args: { label: 'Slots', href: '/rng', icon: Gamepad2, vendors: slotVendors, defaultOpen: true } };

export const CurrentVendor: Story = {
  args: { current: true, defaultOpen: true, vendors: liveVendors.map((v, i) => ({ ...v, current: i === 0 })) },
};

export const NoLogos: Story = { args: { defaultOpen: true, vendors: liveVendors.map(({ logoUrl: _logo, ...v }) => v) } };

export const LongNames: Story = {
  args: {
    defaultOpen: true,
    vendors: liveVendors.map((v) => ({ ...v, name: `${v.name} Live Studios International Edition` })),
  },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: {
    label: 'الكازينو المباشر',
    defaultOpen: true,
    messages: { viewAll: 'كل {category}', vendors: 'مزودو {category}' },
  },
};

export const Dark: Story = { args: { defaultOpen: true, label: 'Slots', vendors: slotVendors }, globals: { colorMode: 'dark' } };
export const Light: Story = { args: { defaultOpen: true, label: 'Slots', vendors: slotVendors }, globals: { colorMode: 'light' } };
