import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Amount } from '../Amount/Amount';
import { Pagination } from '../Pagination/Pagination';
import { Stack } from '../Stack/Stack';
import { StatusPill } from '../StatusPill/StatusPill';
import type { DataTableColumn, DataTableProps } from './DataTable';
import { DataTable } from './DataTable';
import type { DemoTransaction } from './DataTable.fixtures';
import { transactions } from './DataTable.fixtures';

const columns: DataTableColumn<DemoTransaction>[] = [
  { key: 'reference', header: 'Reference', width: '11rem' },
  { key: 'time', header: 'Application time', mobileLabel: 'Time', sortable: true },
  { key: 'type', header: 'Type' },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    sortable: true,
    cell: (row) => <Amount value={row.amount} currency="BRL" locale="pt-BR" tone={row.amount < 0 ? 'text' : 'positive'} />,
  },
  { key: 'status', header: 'Status', align: 'end', cell: (row) => <StatusPill status={row.status} size="small" /> },
];

type TableProps = DataTableProps<DemoTransaction>;

const meta = {
  title: 'Data/DataTable',
  component: DataTable,
  args: {
    caption: 'Account record',
    columns,
    rows: transactions,
    getRowId: (row: DemoTransaction) => row.reference,
  } as TableProps,
} satisfies Meta<TableProps>;
export default meta;
type Story = StoryObj<TableProps>;

export const Default: Story = {};

export const Sorting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: 'Amount' });
    await userEvent.click(canvas.getByRole('button', { name: 'Amount' }));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const firstRow = () => canvas.getAllByRole('row')[1] as HTMLElement;
    await expect(firstRow()).toHaveTextContent('TX-240611-0101');
    await userEvent.click(canvas.getByRole('button', { name: 'Amount' }));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstRow()).toHaveTextContent('TX-240611-0093');
  },
};

export const WithCaptionAndTotals: Story = {
  args: {
    showCaption: true,
    footer: { amount: <Amount value={-92500} currency="BRL" locale="pt-BR" weight="strong" /> },
  },
};

export const Loading: Story = { args: { loading: true } };

/** The next page loads while this one stays: busy for assistive technology, with the progress pointer. */
export const Busy: Story = { args: { busy: true } };

export const Empty: Story = { args: { rows: [] } };

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'The account record could not be loaded. Check your connection.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    rows: [
      {
        reference: 'TX-240611-0093-REFERENCE-WITH-A-VERY-LONG-SUFFIX',
        time: '2025-06-11 14:02',
        type: 'Transfer to upline agent for the weekly contract settlement',
        amount: 123456789,
        status: 'partlyReceived',
      },
      ...transactions.slice(1, 3),
    ],
  },
};

/** A page of 9 out of many, with the pager under it, as a record screen shows it. */
const Paged = (args: TableProps) => {
  const [page, setPage] = useState(1);
  const all = Array.from({ length: 60 }, (_, index) => {
    const base = transactions[index % transactions.length] as DemoTransaction;
    return { ...base, reference: `TX-2406-${String(index + 1).padStart(4, '0')}` };
  });
  return (
    <Stack space="medium">
      <DataTable {...args} rows={all.slice((page - 1) * 9, page * 9)} />
      <Pagination page={page} pageCount={Math.ceil(all.length / 9)} onPageChange={setPage} />
    </Stack>
  );
};

export const ManyPages: Story = {
  render: (args) => <Paged {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('TX-2406-0019');
  },
};

export const MobileStacked: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { footer: { amount: <Amount value={-92500} currency="BRL" locale="pt-BR" weight="strong" /> } },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: {
    caption: 'سجل الحساب',
    columns: columns.map((column) => ({
      ...column,
      header: { reference: 'المرجع', time: 'الوقت', type: 'النوع', amount: 'المبلغ', status: 'الحالة' }[column.key],
    })),
    footer: { amount: <Amount value={-92500} currency="BRL" locale="pt-BR" weight="strong" /> },
    messages: { total: 'المجموع' },
  },
};

export const Light: Story = { globals: { colorMode: 'light' }, args: { footer: { amount: '-925,00' } } };

export const Dark: Story = { globals: { colorMode: 'dark' }, args: { footer: { amount: '-925,00' } } };
