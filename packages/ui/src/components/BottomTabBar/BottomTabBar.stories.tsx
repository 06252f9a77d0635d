import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gamepad2, Gift, House, LogIn, UserPlus, UserRound, Wallet } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { BottomTabBarItem } from './BottomTabBar';
import { BottomTabBar } from './BottomTabBar';

const browse: BottomTabBarItem[] = [
  { id: 'home', label: 'Home', icon: House, href: '/', current: true },
  { id: 'games', label: 'Games', icon: Gamepad2, href: '/rng' },
  { id: 'promotions', label: 'Promotions', icon: Gift, href: '/promotions' },
];

/** A member: deposit leads, the member centre last. */
const memberItems: BottomTabBarItem[] = [
  ...browse,
  { id: 'deposit', label: 'Deposit', icon: Wallet, href: '/member/depositv2', highlight: true },
  { id: 'account', label: 'My account', icon: UserRound, href: '/member' },
];

/**
 * The phone's navigation (issue 19): fixed to the bottom of the screen, above the home indicator (it pads itself
 * with `env(safe-area-inset-bottom)`; the site's viewport meta has `viewport-fit=cover`). Shown below the tablet
 * breakpoint (768px) only: give AppShell a `tabBar` and it keeps room for the bar under the page. Tabs are links
 * (the provider's linkComponent) or, given `onClick` and no `href`, buttons (log in, register).
 */
const meta = {
  title: 'Journey/BottomTabBar',
  component: BottomTabBar,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { items: memberItems },
} satisfies Meta<typeof BottomTabBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('navigation', { name: 'Quick links' });
    const tabs = within(bar).getAllByRole('link');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Home', 'Games', 'Promotions', 'Deposit', 'My account']);
    await expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(within(bar).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/member/depositv2');
  },
};

/** A visitor: register leads, log in last; both are buttons that open their dialogs. */
export const Visitor: Story = {
  args: {
    items: [
      ...browse,
      { id: 'register', label: 'Register', icon: UserPlus, onClick: fn(), highlight: true },
      { id: 'login', label: 'Log in', icon: LogIn, onClick: fn() },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement).getByRole('navigation', { name: 'Quick links' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Log in' }));
    await expect(args.items[4]?.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(within(bar).getByRole('button', { name: 'Register' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.items[3]?.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Long labels (Portuguese, Bengali) are cut with an ellipsis rather than widening the bar on a 320px phone. */
export const LongLabels: Story = {
  args: {
    items: [
      { id: 'home', label: 'Início', icon: House, href: '/' },
      { id: 'games', label: 'Jogos e pesquisa', icon: Gamepad2, href: '/rng', current: true },
      { id: 'promotions', label: 'Promoções da semana', icon: Gift, href: '/promotions' },
      { id: 'deposit', label: 'Depositar agora', icon: Wallet, href: '/member/depositv2', highlight: true },
      { id: 'account', label: 'Minha conta', icon: UserRound, href: '/member' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** From the tablet breakpoint up the bar is gone: the side menu is there. */
export const HiddenOnTablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Quick links' })).toBeNull();
  },
};
