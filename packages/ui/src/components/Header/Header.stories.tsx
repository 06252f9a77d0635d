import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { allCategoryNavItems, DemoLogo, HeaderMemberDemo, navItems, RegionFlag } from '../../test/fixtures';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import { Header } from './Header';

const meta = {
  title: 'Journey/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <DemoLogo />,
    navItems,
    regionFlag: <RegionFlag />,
    actions: <ThemeToggle />,
    onLogin: fn(),
    onRegister: fn(),
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await expect(args.onRegister).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SignedIn: Story = { args: { member: <HeaderMemberDemo /> } };

/**
 * A phone: the header of a 320px screen beside the side menu's 72px rail. Deposit and withdraw show only
 * their icons (their labels stay their names) and the balance takes a row of its own: nothing scrolls sideways.
 */
export const SignedInNarrow: Story = {
  args: { member: <HeaderMemberDemo balance={123456789} /> },
  decorators: [
    (Story) => (
      <div style={{ width: 248 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    const bounds = header.getBoundingClientRect();
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    for (const control of header.querySelectorAll('a, button, [role="group"]')) {
      const box = control.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(bounds.left);
      await expect(box.right).toBeLessThanOrEqual(bounds.right);
    }
    // the amount stays whole and readable
    const balance = canvas.getByRole('group', { name: 'Balance' });
    await expect(balance).toHaveTextContent('R$ 1.234.567,89');
    await expect(canvas.getByText('R$ 1.234.567,89')).toBeVisible();
    // icon-only, still named by its label
    const deposit = canvas.getByRole('link', { name: 'Deposit' });
    await expect(deposit.getBoundingClientRect().width).toBeLessThanOrEqual(40);
    await expect(canvas.getByRole('link', { name: 'Withdraw' })).toBeVisible();
    // the keyboard meets every control, balance before the actions and the avatar menu last
    await userEvent.click(canvas.getByRole('button', { name: 'Hide balance' }));
    await expect(balance).toHaveTextContent('******');
    await userEvent.click(canvas.getByRole('button', { name: 'Show balance' }));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refresh balance' })).toHaveFocus();
    await userEvent.tab();
    await expect(deposit).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Withdraw' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Account menu' })).toHaveFocus();
  },
};

/** Signed out on the same phone: log in and register wrap under the other controls rather than overflow. */
export const SignedOutNarrow: Story = {
  decorators: SignedInNarrow.decorators,
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    await expect(within(header).getByRole('button', { name: 'Register' })).toBeVisible();
  },
};

export const WithoutNav: Story = { args: { navItems: undefined } };

export const Translated: Story = { args: { messages: { login: 'Entrar', register: 'Cadastrar', navigation: 'Principal' } } };

/** Categories with vendors open a hover drop menu of them; above 10 vendors it is a grid of logos. */
export const WithVendorMenus: Story = {
  args: {
    navItems: navItems.map((item, index) =>
      index === 0
        ? item
        : {
            ...item,
            vendors: Array.from({ length: index === 1 ? 12 : 3 }, (_, n) => ({
              id: `V${index}${n}`,
              name: `Vendor ${n + 1}`,
              href: `${item.href}?vassalage=V${index}${n}`,
            })),
          },
    ),
  },
  play: async ({ canvasElement }) => {
    // the drop menus load on demand; the nav shows only in a wide header, so check the markup
    const nav = canvasElement.querySelector('nav')!;
    const menuButtons = () => [...nav.querySelectorAll('button[aria-expanded="false"]')].filter((button) => button.textContent !== 'More');
    await waitFor(() => expect(menuButtons()).toHaveLength(navItems.length - 1));
    await expect(nav).toHaveAttribute('data-menus', 'true');
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/**
 * A laptop's header beside the open side menu (1366 - 248 px, the menu shows the brand, so no logo here) with
 * every category, signed in: the nav stays one row, home and promotions stay in it, and the categories that
 * do not fit are in More, in order.
 */
export const SignedInOneRow: Story = {
  args: { logo: null, navItems: allCategoryNavItems, member: <HeaderMemberDemo /> },
  decorators: [
    (Story) => (
      <div style={{ width: 1118 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    // measured once the row's font is in: until then it may not have found room
    const nav = await canvas.findByRole('navigation', { name: 'Main' });
    const more = await canvas.findByRole('button', { name: 'More' });
    // one row: every control of the header shares the row of the logo, and nothing scrolls sideways
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    const row = canvas.getByRole('link', { name: 'Home' }).getBoundingClientRect();
    for (const control of header.querySelectorAll('nav a, nav button')) {
      const box = control.getBoundingClientRect();
      if (box.width === 0) continue;
      await expect(Math.abs(box.top - row.top)).toBeLessThanOrEqual(1);
    }
    await expect(within(nav).getByRole('link', { name: 'Promotions' })).toBeVisible();
    const inRow = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(inRow[0]).toBe('Home');
    await expect(inRow.at(-1)).toBe('Promotions');
    // More holds the rest, in the nav's order, and closes with Escape back on its button
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const moreList = document.getElementById(more.getAttribute('aria-controls')!)!;
    const inMore = within(moreList)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect([...inRow.slice(0, -1), ...inMore, 'Promotions']).toEqual(allCategoryNavItems.map((item) => item.label));
    await expect(inMore.at(-1)).toBe('Crash games');
    await userEvent.keyboard('{Escape}');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toHaveFocus();
    await expect(moreList).not.toBeVisible();
  },
};

/** A tablet's header: too narrow for a useful row, so the nav yields to the side menu's list. */
export const NarrowYields: Story = {
  args: { navItems: allCategoryNavItems, member: <HeaderMemberDemo /> },
  decorators: [
    (Story) => (
      <div style={{ width: 760 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    await waitFor(() => expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull());
    await expect(canvas.queryByRole('link', { name: 'Live casino' })).toBeNull();
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};
