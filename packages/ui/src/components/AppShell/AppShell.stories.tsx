import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DemoLogo, footerProps, MemberArea, navItems, RegionFlag, sideMenuSections } from '../../test/fixtures';
import { Box } from '../Box/Box';
import { Footer } from '../Footer/Footer';
import { Header } from '../Header/Header';
import { Heading } from '../Heading/Heading';
import { Inline } from '../Inline/Inline';
import { SideMenu } from '../SideMenu/SideMenu';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import { AppShell } from './AppShell';

const Content = () => (
  <Stack space="large">
    <Box padding="xlarge" borderRadius="large" background="surfaceRaised" border="standard" boxShadow="medium">
      <Stack space="small">
        <Text tone="muted" size="small" weight="medium">
          Progressive jackpot
        </Text>
        <Heading level="1" tone="gold">
          R$ 20.458.112,50
        </Heading>
        <Text tone="muted">Grows with every spin across all slots.</Text>
      </Stack>
    </Box>
    <Heading level="2">Hot games</Heading>
    <Inline space="medium">
      {['Fortune Tiger', 'Gates of Olympus', 'Aviator', 'Lightning Roulette'].map((name) => (
        <Box key={name} background="surface" border="standard" borderRadius="large" padding="medium" style={{ width: 180, height: 120 }}>
          <Text weight="strong">{name}</Text>
        </Box>
      ))}
    </Inline>
  </Stack>
);

const meta = {
  title: 'Journey/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    header: <Header logo={<DemoLogo />} navItems={navItems} regionFlag={<RegionFlag />} actions={<ThemeToggle />} />,
    sideMenu: <SideMenu logo={<DemoLogo />} logoCollapsed={<DemoLogo compact />} sections={sideMenuSections} />,
    footer: <Footer {...footerProps} logo={<DemoLogo />} />,
    children: <Content />,
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};

export const CollapseMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    // the shell owns the collapsed state: the menu inside follows it
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse menu' }));
    await expect(canvas.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Expand menu' }));
  },
};

export const SignedIn: Story = {
  args: {
    header: <Header logo={<DemoLogo />} navItems={navItems} regionFlag={<RegionFlag />} member={<MemberArea />} />,
  },
};

export const MenuCollapsed: Story = { args: { defaultSideMenuCollapsed: true } };

export const GamePage: Story = { args: { sideMenu: undefined, footer: undefined } };

export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
  },
};

/** The side menu moves to the right, the header's ends swap, and the balance keeps its digit order. */
export const RightToLeft: Story = { ...SignedIn, globals: { dir: 'rtl' } };
