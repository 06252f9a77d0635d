import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

export const RightToLeft: Story = { globals: { dir: 'rtl' } };
