import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gift } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { DemoLogo, sideMenuSections } from '../../test/fixtures';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { SideMenu } from './SideMenu';

const BonusBanner = () => (
  <Box background="accentSoft" padding="small" borderRadius="medium">
    <Stack space="xsmall">
      <Text size="small" weight="strong" tone="accent">
        Daily bonus ready
      </Text>
      <Button size="small" variant="gold" icon={Gift} fullWidth>
        Claim in reward center
      </Button>
    </Stack>
  </Box>
);

const meta = {
  title: 'Journey/SideMenu',
  component: SideMenu,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <DemoLogo />,
    logoCollapsed: <DemoLogo compact />,
    sections: sideMenuSections,
    topSlot: <BonusBanner />,
    bottomSlot: (
      <Button variant="secondary" size="small" fullWidth>
        Customer service
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ height: 720, display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Collapse menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    const expand = canvas.getByRole('button', { name: 'Expand menu' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    // collapsed links keep their names
    await expect(canvas.getByRole('link', { name: /Live casino/ })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Collapsed: Story = { args: { collapsed: true } };

export const LongLabels: Story = {
  args: {
    sections: [
      {
        id: 'long',
        title: 'Very long section title for translated menus',
        items: sideMenuSections[1]!.items.map((item) => ({ ...item, label: `${item.label} and all related tournaments` })),
      },
    ],
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Mexico: Story = { globals: { brand: 'mexico' } };
