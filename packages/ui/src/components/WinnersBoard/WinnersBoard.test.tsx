import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/render';
import type { WinnerEntry } from './winners';
import { maskName, topWinners } from './winners';
import { WinnersBoard } from './WinnersBoard';
import { demoWinners } from './WinnersBoard.fixtures';

const entries: WinnerEntry[] = [
  { customerName: 'small', winAmount: 1_000, gameName: 'A' },
  { customerName: 'biggest', winAmount: 9_999_999, gameName: 'B' },
  { customerName: 'middle', winAmount: 50_000, gameName: 'C' },
];

describe('WinnersBoard', () => {
  it('shows the top 9 biggest wins, biggest first, amounts through Amount', () => {
    renderWithProvider(<WinnersBoard entries={demoWinners} currency="BRL" locale="pt-BR" />);
    const list = screen.getByRole('list', { name: 'Biggest wins' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(9);
    const amounts = rows.map((row) => Number(row.querySelector('[data-value]')!.getAttribute('data-value')));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(amounts[0]).toBe(Math.max(...demoWinners.map((w) => w.winAmount)));
    expect(rows[0]).toHaveTextContent('Rank 1');
    expect(rows[0]).toHaveTextContent(/R\$\s?999\.325,03/);
  });

  it('masks customer names when asked', () => {
    renderWithProvider(<WinnersBoard entries={entries} currency="BRL" maskNames />);
    expect(screen.getByText('bi***t')).toBeInTheDocument();
    expect(screen.queryByText('biggest')).not.toBeInTheDocument();
  });

  it('shows an empty message and a loading state', () => {
    const { rerender } = renderWithProvider(<WinnersBoard entries={[]} currency="BRL" />);
    expect(screen.getByText(/No big wins yet/)).toBeInTheDocument();
    rerender(<WinnersBoard entries={[]} currency="BRL" loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading winners');
  });
});

describe('winners', () => {
  it('topWinners sorts by amount, keeps server order on ties and leaves the input alone', () => {
    const tied: WinnerEntry[] = [...entries, { customerName: 'tie', winAmount: 50_000, gameName: 'D' }];
    const copy = [...tied];
    expect(topWinners(tied, 3).map((w) => w.customerName)).toEqual(['biggest', 'middle', 'tie']);
    expect(tied).toEqual(copy);
  });

  it('maskName keeps two letters and the last, whole graphemes', () => {
    expect(maskName('lucky_ace')).toBe('lu***e');
    expect(maskName('ana')).toBe('a***');
    expect(maskName('')).toBe('***');
    expect(maskName('রাহুল দাস')).toBe('রাহু***স');
  });
});
