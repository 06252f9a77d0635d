import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gamepad2, Gift, House, LogIn, UserPlus } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
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
import { BottomTabBar } from '../BottomTabBar/BottomTabBar';
import { SideMenuDrawer } from '../SideMenuDrawer/SideMenuDrawer';
import { AppShell } from './AppShell';
import { AppShellMenuButton } from './AppShellMenuButton';

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

/**
 * `footerBelowFold`: a short page (here a list still loading, then empty) keeps its footer below the first
 * screen, so the page's content can change height without moving the footer into view.
 */
export const FooterBelowFold: Story = {
  args: { footerBelowFold: true, children: <Heading level="1">My favourites</Heading> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    await expect(footer.getBoundingClientRect().top).toBeGreaterThanOrEqual(window.innerHeight);
    await expect(canvas.getByRole('main').getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
  },
};
export const ShortPage: Story = {
  args: { children: <Heading level="1">My favourites</Heading> },
  play: async ({ canvasElement }) => {
    // without it, a short page ends with its footer in the first screen
    await expect(within(canvasElement).getByRole('contentinfo').getBoundingClientRect().top).toBeLessThan(window.innerHeight);
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

const phoneTabBar = (
  <BottomTabBar
    items={[
      { id: 'home', label: 'Home', icon: House, href: '/', current: true },
      { id: 'games', label: 'Games', icon: Gamepad2, href: '/rng' },
      { id: 'promotions', label: 'Promotions', icon: Gift, href: '/promotions' },
      { id: 'register', label: 'Register', icon: UserPlus, onClick: fn(), highlight: true },
      { id: 'login', label: 'Log in', icon: LogIn, onClick: fn() },
    ]}
  />
);

/**
 * A phone (issue 19): no rail; the header's menu button opens the side menu as a drawer from the start side,
 * and a bottom tab bar carries home, games, promotions and the account actions (the header leaves its log in
 * and register buttons to it). Give the shell `tabBar` (a BottomTabBar) and `menuDrawer` (a SideMenuDrawer
 * holding the same side menu; mounted on the first opening, so it can be lazy), and put AppShellMenuButton in
 * the header's `startSlot`. The page keeps room for the bar and the safe-area insets of the phone.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    header: (
      <Header logo={<DemoLogo />} startSlot={<AppShellMenuButton />} navItems={navItems} actions={<ThemeToggle />} />
    ),
    tabBar: phoneTabBar,
    menuDrawer: (
      <SideMenuDrawer>
        <SideMenu logo={<DemoLogo />} logoCollapsed={<DemoLogo compact />} sections={sideMenuSections} />
      </SideMenuDrawer>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
    // no rail: the side menu waits in the drawer
    await expect(canvas.queryByRole('button', { name: 'Collapse menu' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The drawer by keyboard: opens from the menu button, keeps focus inside, Escape closes it and focus comes back. */
export const PhoneMenuDrawer: Story = {
  ...Phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('link', { name: /^Promotions/ })).toBeInTheDocument();
    // expanded, and no collapse toggle: the drawer's close button is the way out
    await expect(within(drawer).queryByRole('button', { name: 'Collapse menu' })).toBeNull();
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    for (let i = 0; i < 12; i++) await userEvent.tab();
    await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    await waitFor(() => expect(menuButton).toHaveFocus());
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Following a link in the drawer closes it (the page behind changes). */
export const PhoneMenuLinkCloses: Story = {
  ...Phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const link = within(drawer).getByRole('link', { name: /^Promotions/ });
    // the demo links go nowhere: keep the story's page
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  },
};

/** From the tablet breakpoint up the same shell keeps its rail; the tab bar and the menu button are gone. */
export const PhoneShellOnTablet: Story = {
  ...Phone,
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Collapse menu' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Quick links' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};
