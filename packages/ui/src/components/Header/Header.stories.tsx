import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DemoLogo, HeaderMemberDemo, navItems, RegionFlag } from '../../test/fixtures';
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
    await waitFor(() => expect(nav.querySelectorAll('button[aria-expanded="false"]')).toHaveLength(navItems.length - 1));
    await expect(nav).toHaveAttribute('data-menus', 'true');
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };
