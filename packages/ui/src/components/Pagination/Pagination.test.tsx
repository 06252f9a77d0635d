import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/render';
import { Pagination } from './Pagination';

const Controlled = ({ pageCount = 20, initial = 1, onPageChange }: { pageCount?: number; initial?: number; onPageChange?: (page: number) => void }) => {
  const [page, setPage] = useState(initial);
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onPageChange={(next) => {
        onPageChange?.(next);
        setPage(next);
      }}
    />
  );
};

const pageLabels = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('button')
    .map((button) => button.textContent || button.getAttribute('aria-label'));

describe('Pagination', () => {
  it('is a navigation landmark named "Pagination" that marks the current page', () => {
    renderWithProvider(<Pagination page={3} pageCount={20} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
  });

  it('shows a window of 5 pages, 1 margin page and an ellipsis, as the announcement list does', () => {
    renderWithProvider(<Pagination page={10} pageCount={20} onPageChange={() => {}} />);
    expect(pageLabels()).toEqual(['Previous page', '1', '8', '9', '10', '11', '12', '20', 'Next page']);
    expect(screen.getByRole('navigation').querySelectorAll('li[aria-hidden="true"]')).toHaveLength(2);
  });

  it('changes page with a page button, previous and next', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithProvider(<Controlled initial={5} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 7' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange.mock.calls.map(([page]) => page)).toEqual([7, 8, 7]);
    expect(screen.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
  });

  it('does not move past the ends, and keeps focus on previous/next there', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithProvider(<Controlled pageCount={3} initial={2} onPageChange={onPageChange} />);
    const next = screen.getByRole('button', { name: 'Next page' });
    next.focus();
    await user.keyboard('{Enter}');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(onPageChange.mock.calls).toEqual([[3]]);
    expect(next).toHaveFocus();
  });

  it('ignores a click on the current page', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithProvider(<Pagination page={2} pageCount={4} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('renders nothing for a single page', () => {
    renderWithProvider(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('takes translated messages', () => {
    renderWithProvider(
      <Pagination page={1} pageCount={3} onPageChange={() => {}} messages={{ label: 'Paginação', page: 'Página {page}', next: 'Próxima página' }} />,
    );
    expect(screen.getByRole('navigation', { name: 'Paginação' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeInTheDocument();
  });
});
