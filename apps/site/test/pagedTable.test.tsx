// PagedTable paging a list the server answered whole (pageSize): the poker rooms of /pvp.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UseQueryResult } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';

const { englishReady } = await import('@croupier/i18n');
const { i18n } = await import('@/shared/language');
const { PagedTable } = await import('@/shared/PagedTable');
await englishReady(i18n);
afterEach(cleanup);

interface Room {
  id: string;
  name: string;
}
const roomsOf = (count: number): Room[] => Array.from({ length: count }, (_, i) => ({ id: String(i + 1), name: `Room ${i + 1}` }));
const answered = (rooms: Room[], isPlaceholderData = false) =>
  ({ data: rooms, isPending: false, isPlaceholderData, error: null, refetch: async () => undefined }) as unknown as UseQueryResult<Room[]>;

const table = (rooms: Room[], isPlaceholderData = false) => (
  <I18nextProvider i18n={i18n}>
    <PagedTable
      caption="Poker rooms"
      columns={[{ key: 'name', header: 'Room' }]}
      result={answered(rooms, isPlaceholderData)}
      rows={(list) => list}
      getRowId={(room) => room.id}
      pageSize={6}
    />
  </I18nextProvider>
);

const shownNames = () =>
  within(screen.getByRole('table', { name: 'Poker rooms' }))
    .getAllByRole('row')
    .slice(1)
    // a cell also holds its column's name, hidden from assistive technology, for a phone's stacked rows
    .map((row) => row.textContent?.replace(/^Room(?=Room)/, ''));

describe('PagedTable with pageSize', () => {
  it('shows a page of the rows, pages the rest, and shows the last page once the list gets shorter', async () => {
    const { rerender } = render(table(roomsOf(14)));
    expect(shownNames()).toEqual(['Room 1', 'Room 2', 'Room 3', 'Room 4', 'Room 5', 'Room 6']);
    expect(screen.getByText('14 records')).toBeTruthy();

    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(pagination).getByRole('button', { name: 'Next page' }));
    expect(shownNames()).toEqual(['Room 7', 'Room 8', 'Room 9', 'Room 10', 'Room 11', 'Room 12']);
    await userEvent.click(within(pagination).getByRole('button', { name: 'Next page' }));
    expect(shownNames()).toEqual(['Room 13', 'Room 14']);

    rerender(table(roomsOf(9)));
    expect(shownNames()).toEqual(['Room 7', 'Room 8', 'Room 9']);

    // one page: no pagination
    rerender(table(roomsOf(4)));
    expect(shownNames()).toEqual(['Room 1', 'Room 2', 'Room 3', 'Room 4']);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});

describe('PagedTable while the next answer loads', () => {
  it('keeps the last rows and says the table is busy until the answer is in', () => {
    const { rerender } = render(table(roomsOf(3), true));
    const rooms = screen.getByRole('table', { name: 'Poker rooms' });
    expect(rooms.getAttribute('aria-busy')).toBe('true');
    expect(shownNames()).toEqual(['Room 1', 'Room 2', 'Room 3']);
    rerender(table(roomsOf(2)));
    expect(rooms.getAttribute('aria-busy')).toBeNull();
    expect(shownNames()).toEqual(['Room 1', 'Room 2']);
  });
});
