export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  /** The column key. */
  key: string;
  direction: SortDirection;
}

export type SortValue = string | number | boolean | Date | null | undefined;

// Made on the first comparison of text: building a collator loads the locale's collation data, tens of
// milliseconds on a phone, which every page that merely loads this module would otherwise pay.
let collator: Intl.Collator | undefined;
const textCollator = () => (collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }));

const rank = (value: SortValue): number | string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
};

/** Compares two cell values: numbers by size, text naturally ("Page 2" before "Page 10"), blanks always last. */
export const compareValues = (a: SortValue, b: SortValue): number => {
  const left = rank(a);
  const right = rank(b);
  if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return textCollator().compare(String(left), String(right));
};

/** A sorted copy; equal rows keep their order, and blanks stay last in both directions. */
export const sortRows = <Row>(rows: readonly Row[], valueOf: (row: Row) => SortValue, direction: SortDirection): Row[] => {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((a, b) => {
      const aBlank = rank(a.value) === null;
      const bBlank = rank(b.value) === null;
      if (aBlank || bBlank) return aBlank === bBlank ? a.index - b.index : aBlank ? 1 : -1;
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map(({ row }) => row);
};

/** The next sort when a header is pressed: a new column starts ascending, the same column flips. */
export const nextSort = (current: SortState | null, key: string): SortState =>
  current?.key === key
    ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
    : { key, direction: 'ascending' };
