import { describe, expect, it } from 'vitest';
import { compareValues, nextSort, sortRows } from './sortRows';

describe('compareValues', () => {
  it('compares numbers by size and text naturally', () => {
    expect(compareValues(2, 10)).toBeLessThan(0);
    expect(compareValues('Page 2', 'Page 10')).toBeLessThan(0);
    expect(compareValues('apple', 'Banana')).toBeLessThan(0);
    expect(compareValues(new Date('2025-01-02'), new Date('2025-01-01'))).toBeGreaterThan(0);
  });
});

describe('sortRows', () => {
  const rows = [
    { id: 'a', amount: 300 },
    { id: 'b', amount: null },
    { id: 'c', amount: 100 },
    { id: 'd', amount: 300 },
    { id: 'e', amount: 200 },
  ];

  it('sorts ascending and descending without changing the input', () => {
    const ids = (list: typeof rows) => list.map((row) => row.id).join('');
    expect(ids(sortRows(rows, (row) => row.amount, 'ascending'))).toBe('ceadb');
    expect(ids(sortRows(rows, (row) => row.amount, 'descending'))).toBe('adecb');
    expect(ids(rows)).toBe('abcde');
  });

  it('keeps equal rows in their order and blanks last in both directions', () => {
    const descending = sortRows(rows, (row) => row.amount, 'descending');
    expect(descending.slice(0, 2).map((row) => row.id)).toEqual(['a', 'd']);
    expect(descending.at(-1)?.id).toBe('b');
  });
});

describe('nextSort', () => {
  it('starts a new column ascending and flips the same column', () => {
    expect(nextSort(null, 'amount')).toEqual({ key: 'amount', direction: 'ascending' });
    expect(nextSort({ key: 'amount', direction: 'ascending' }, 'amount')).toEqual({ key: 'amount', direction: 'descending' });
    expect(nextSort({ key: 'amount', direction: 'descending' }, 'amount')).toEqual({ key: 'amount', direction: 'ascending' });
    expect(nextSort({ key: 'amount', direction: 'descending' }, 'date')).toEqual({ key: 'date', direction: 'ascending' });
  });
});
