import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { setColorMode } from '../../color-mode';
import { ThemeToggle } from './ThemeToggle';

const meta = { title: 'Controls/ThemeToggle', component: ThemeToggle } satisfies Meta<typeof ThemeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const start = document.documentElement.classList.contains('light') ? 'light' : 'dark';
    const next = start === 'dark' ? 'light' : 'dark';
    await userEvent.click(canvas.getByRole('button', { name: `Switch to ${next} mode` }));
    await expect(document.documentElement).toHaveClass(next);
    await expect(canvas.getByRole('button', { name: `Switch to ${start} mode` })).toBeInTheDocument();
    // leave the page in the mode this run checks
    setColorMode((globals.colorMode as 'dark' | 'light' | undefined) ?? start);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', round: true } };

export const Translated: Story = { args: { messages: { toLight: 'Mudar para o modo claro', toDark: 'Mudar para o modo escuro' } } };
