import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CroupierProvider } from '../../provider/CroupierProvider';
import { renderWithProvider } from '../../test/render';
import type { DataTableColumn } from './DataTable';
import { DataTable } from './DataTable';
import type { DemoTransaction } from './DataTable.fixtures';
import { transactions } from './DataTable.fixtures';
import type { SortState } from './sortRows';

const columns: DataTableColumn<DemoTransaction>[] = [
  { key: 'reference', header: 'Reference' },
  { key: 'time', header: 'Time', sortable: true },
  { key: 'type', header: 'Type', mobileLabel: 'Kind' },
  { key: 'amount', header: 'Amount', sortable: true, align: 'end', cell: (row) => (row.amount / 100).toFixed(2) },
];

const renderTable = (props: Partial<Parameters<typeof DataTable<DemoTransaction>>[0]> = {}) =>
  renderWithProvider(
    <DataTable caption="Account record" columns={columns} rows={transactions} getRowId={(row) => row.reference} {...props} />,
  );

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('is a table named by its caption, with column headers and one row per record', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Account record' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Reference', 'Time', 'Type', 'Amount']);
    expect(bodyRows()).toHaveLength(transactions.length);
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[3]).toHaveTextContent('500.00');
  });

  it('labels each cell for the stacked phone layout without reading the label twice', () => {
    renderTable();
    const cell = within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[2] as HTMLElement;
    const label = within(cell).getByText('Kind');
    expect(label).toHaveAttribute('aria-hidden', 'true');
  });

  it('sorts by a column when its header button is pressed, ascending then descending, with aria-sort', async () => {
    const { user } = renderTable();
    const amountHeader = screen.getByRole('columnheader', { name: 'Amount' });
    expect(amountHeader).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells()[0]).toContain('TX-240611-0101');
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()[0]).toContain('TX-240611-0093');
  });

  it('leaves the order to the caller when sorting is controlled and manual', async () => {
    const onSortChange = vi.fn();
    const Controlled = () => {
      const [sort, setSort] = useState<SortState | null>({ key: 'time', direction: 'descending' });
      return (
        <DataTable
          caption="Account record"
          columns={columns}
          rows={transactions}
          getRowId={(row) => row.reference}
          sort={sort}
          manualSorting
          onSortChange={(next) => {
            onSortChange(next);
            setSort(next);
          }}
        />
      );
    };
    const { user } = renderWithProvider(<Controlled />);
    expect(screen.getByRole('columnheader', { name: 'Time' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Time' }));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'time', direction: 'ascending' });
    // rows stay in the order given: the server sorts
    expect(firstCells()[0]).toContain(transactions[0]?.reference);
  });

  it('shows skeleton rows hidden from screen readers and announces loading', () => {
    renderTable({ loading: true, loadingRows: 3 });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading records');
    expect(screen.queryByText('TX-240611-0093')).not.toBeInTheDocument();
  });

  it('keeps the last rows while busy, and says it is busy until they are replaced', () => {
    const { rerender } = renderTable({ busy: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading records');
    expect(bodyRows()).toHaveLength(transactions.length);
    rerender(
      <CroupierProvider>
        <DataTable caption="Account record" columns={columns} rows={transactions.slice(0, 2)} getRowId={(row) => row.reference} />
      </CroupierProvider>,
    );
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(bodyRows()).toHaveLength(2);
  });

  it('shows an empty message when there are no rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No records found')).toBeInTheDocument();
  });

  it('shows an error with a retry button that calls onRetry', async () => {
    const onRetry = vi.fn();
    const { user } = renderTable({ error: true, onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('The records could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('adds a totals row headed "Total"', () => {
    renderTable({ footer: { amount: '-925.00' } });
    const total = screen.getByRole('rowheader', { name: 'Total' });
    expect(total.closest('tr')).toHaveTextContent('-925.00');
  });

  it('takes translated messages', () => {
    renderTable({ rows: [], messages: { empty: 'Nenhum registro' } });
    expect(screen.getByText('Nenhum registro')).toBeInTheDocument();
  });
});
