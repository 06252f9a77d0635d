import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MemberNav } from './MemberNav';
import { memberNavSections } from './MemberNav.fixtures';

const meta = {
  title: 'Data/MemberNav',
  component: MemberNav,
  args: { label: 'Member center', sections: memberNavSections, current: 'securityCenter' },
} satisfies Meta<typeof MemberNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

export const RightToLeft: Story = { globals: { dir: 'rtl' } };

export const Light: Story = { globals: { colorMode: 'light' } };
