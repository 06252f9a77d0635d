import { describe, expect, it } from 'vitest';
import type { PaginationItem } from './paginationItems';
import { paginationItems } from './paginationItems';

/** Items as a compact string: pages as numbers, ellipses as '…'. */
const show = (page: number, pageCount: number, pageRange = 5, marginPages = 1) =>
  paginationItems({ page, pageCount, pageRange, marginPages })
    .map((item: PaginationItem) => (item.type === 'page' ? String(item.page) : '…'))
    .join(' ');

describe('paginationItems', () => {
  it('shows nothing for no pages and a single page for one', () => {
    expect(show(1, 0)).toBe('');
    expect(show(1, 1)).toBe('1');
  });

  it('shows every page when the total fits without gaps', () => {
    expect(show(1, 3)).toBe('1 2 3');
    expect(show(4, 7)).toBe('1 2 3 4 5 6 7');
  });

  it('keeps the window of 5 at the start and puts one ellipsis before the last page', () => {
    expect(show(1, 20)).toBe('1 2 3 4 5 … 20');
    expect(show(3, 20)).toBe('1 2 3 4 5 … 20');
  });

  it('centres the window on the current page with an ellipsis on each side', () => {
    expect(show(10, 20)).toBe('1 … 8 9 10 11 12 … 20');
  });

  it('shifts the window inwards at the end', () => {
    expect(show(20, 20)).toBe('1 … 16 17 18 19 20');
    expect(show(18, 20)).toBe('1 … 16 17 18 19 20');
  });

  it('shows a lone hidden page instead of an ellipsis', () => {
    // window 3-7: page 2 would be the only page behind an ellipsis
    expect(show(5, 20)).toBe('1 2 3 4 5 6 7 … 20');
    expect(show(16, 20)).toBe('1 … 14 15 16 17 18 19 20');
  });

  it('clamps a current page outside 1..pageCount', () => {
    expect(show(0, 20)).toBe('1 2 3 4 5 … 20');
    expect(show(99, 20)).toBe('1 … 16 17 18 19 20');
  });

  it('honours other ranges and margins', () => {
    expect(show(10, 20, 3, 2)).toBe('1 2 … 9 10 11 … 19 20');
    expect(show(10, 20, 1, 0)).toBe('… 10 …');
  });

  it('names the two ellipses apart so they can be keyed', () => {
    const keys = paginationItems({ page: 10, pageCount: 20, pageRange: 5, marginPages: 1 })
      .filter((item) => item.type === 'ellipsis')
      .map((item) => (item.type === 'ellipsis' ? item.key : ''));
    expect(keys).toEqual(['start', 'end']);
  });
});
