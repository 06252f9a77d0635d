// Data display: lists, records and reports (pager, table, date range, status, chart).
export { Pagination } from './components/Pagination/Pagination';
export type { PaginationProps } from './components/Pagination/Pagination';
export type { PaginationMessages } from './components/Pagination/Pagination.messages';
export { paginationItems } from './components/Pagination/paginationItems';
export type { PaginationItem, PaginationRange } from './components/Pagination/paginationItems';

export { DataTable } from './components/DataTable/DataTable';
export type { DataTableProps, DataTableColumn } from './components/DataTable/DataTable';
export type { DataTableMessages } from './components/DataTable/DataTable.messages';
export { sortRows, compareValues } from './components/DataTable/sortRows';
export type { SortState, SortDirection, SortValue } from './components/DataTable/sortRows';

export { DateRangePicker } from './components/DateRangePicker/DateRangePicker';
export type { DateRangePickerProps } from './components/DateRangePicker/DateRangePicker';
export type { DateRangePickerMessages } from './components/DateRangePicker/DateRangePicker.messages';
export { dateRangeError, dateRangePresets, presetRange, addDays, localIsoDate, isIsoDate } from './components/DateRangePicker/dateRange';
export type { DateRange, DateRangePreset, DateRangeError } from './components/DateRangePicker/dateRange';

export { StatusPill } from './components/StatusPill/StatusPill';
export type { StatusPillProps } from './components/StatusPill/StatusPill';
export type { PillStatus, StatusPillMessages } from './components/StatusPill/StatusPill.messages';
export { statusTone } from './components/StatusPill/statusTone';
export type { StatusTone } from './components/StatusPill/statusTone';

export { Chart } from './components/Chart/Chart';
export type { ChartProps, ChartSeries, ChartTone } from './components/Chart/Chart';
export type { ChartMessages } from './components/Chart/Chart.messages';

export { MemberNav } from './components/MemberNav/MemberNav';
export type { MemberNavProps, MemberNavItem, MemberNavSection } from './components/MemberNav/MemberNav';

export { MessageList } from './components/MessageList/MessageList';
export type { MessageListProps, InboxMessage } from './components/MessageList/MessageList';
export type { MessageListMessages } from './components/MessageList/MessageList.messages';
