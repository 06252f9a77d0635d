import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PaginationProps } from './Pagination';
import { Pagination } from './Pagination';

/** Keeps the page in state, as a list screen does. */
const Stateful = ({ onPageChange, page: initial, ...props }: PaginationProps) => {
  const [page, setPage] = useState(initial);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        onPageChange(next);
        setPage(next);
      }}
    />
  );
};

const meta = {
  title: 'Data/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 12, onPageChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PageChange: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    const canvas = within(nav);
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 4' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    // keyboard: Tab to next, Enter moves on
    canvas.getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ManyPages: Story = { args: { page: 48, pageCount: 240 } };

export const LastPage: Story = { args: { page: 240, pageCount: 240 } };

export const FewPages: Story = { args: { page: 2, pageCount: 3 } };

export const Mobile: Story = {
  args: { page: 48, pageCount: 240 },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
};

export const Translated: Story = {
  args: { page: 6, pageCount: 30, messages: { label: 'Paginação', previous: 'Página anterior', next: 'Próxima página', page: 'Página {page}' } },
};

export const RightToLeft: Story = {
  args: { page: 6, pageCount: 30, messages: { label: 'ترقيم الصفحات', previous: 'الصفحة السابقة', next: 'الصفحة التالية', page: 'صفحة {page}' } },
  globals: { dir: 'rtl' },
};

export const Light: Story = { args: { page: 6, pageCount: 30 }, globals: { colorMode: 'light' } };

export const Dark: Story = { args: { page: 6, pageCount: 30 }, globals: { colorMode: 'dark' } };
