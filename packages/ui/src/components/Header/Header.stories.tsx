import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DemoLogo, MemberArea, navItems, RegionFlag } from '../../test/fixtures';
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

export const SignedIn: Story = { args: { member: <MemberArea /> } };

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
