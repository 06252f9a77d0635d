export type PaginationItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: 'start' | 'end' };

export interface PaginationRange {
  /** The current page, 1-based. */
  page: number;
  pageCount: number;
  /** How many pages show around the current one. */
  pageRange: number;
  /** How many pages always show at each end. */
  marginPages: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The pages a pager shows: the first and last `marginPages`, a window of `pageRange` pages around the
 * current one (shifted inwards at the ends, so it always holds `pageRange` pages), and an ellipsis for
 * each gap. A gap of a single page shows that page instead: an ellipsis would hide nothing shorter.
 */
export const paginationItems = ({ page, pageCount, pageRange, marginPages }: PaginationRange): PaginationItem[] => {
  const total = Math.max(0, Math.floor(pageCount));
  if (total === 0) return [];
  const current = clamp(Math.floor(page), 1, total);
  const range = clamp(Math.floor(pageRange), 1, total);
  const margin = clamp(Math.floor(marginPages), 0, total);

  let start = current - Math.floor((range - 1) / 2);
  start = clamp(start, 1, total - range + 1);
  const end = start + range - 1;

  const shown = new Set<number>();
  for (let p = 1; p <= margin; p += 1) shown.add(p);
  for (let p = start; p <= end; p += 1) shown.add(p);
  for (let p = total - margin + 1; p <= total; p += 1) shown.add(p);

  const pages = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const p of pages) {
    const gap = p - previous - 1;
    if (gap === 1) items.push({ type: 'page', page: p - 1 });
    else if (gap > 1) items.push({ type: 'ellipsis', key: previous < current ? 'start' : 'end' });
    items.push({ type: 'page', page: p });
    previous = p;
  }
  // with no margin pages the last page need not be shown
  if (total - previous === 1) items.push({ type: 'page', page: total });
  else if (total - previous > 1) items.push({ type: 'ellipsis', key: 'end' });
  return items;
};
