// Paging and date filters of the record operations (openapi parameters pageNo, pageSize, startDate, endDate).
export interface PageQuery {
  pageNo?: number;
  pageSize?: number;
  startDate?: string;
  endDate?: string;
}

export interface Paged<T> {
  list: T[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export function pageOf(query: PageQuery) {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 20;
  return {
    limit: pageSize,
    offset: (pageNo - 1) * pageSize,
    result: <T>(list: T[], total: number): Paged<T> => ({
      list,
      pageNo,
      pageSize,
      total,
      totalPages: Math.ceil(total / pageSize),
    }),
  };
}

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;

/** [from, to) in UTC: from the start of startDate to the end of endDate; default the last 30 days. */
export function dateRange(query: PageQuery, now = new Date()): { from: Date; to: Date } {
  const today = now.toISOString().slice(0, 10);
  const end = new Date(`${query.endDate ?? today}T00:00:00Z`).getTime() + DAY_MS;
  const start = query.startDate
    ? new Date(`${query.startDate}T00:00:00Z`).getTime()
    : end - DEFAULT_DAYS * DAY_MS;
  return { from: new Date(start), to: new Date(Math.max(end, start)) };
}
