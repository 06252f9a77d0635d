/** Texts the Chart writes itself, English by default; pass translations through its `messages` prop. */
export interface ChartMessages {
  /** The point explorer's name; `{title}` is the chart's title. */
  explore: string;
  /** The header of the category column in the screen-reader data table. */
  category: string;
  empty: string;
  loading: string;
}

export const chartMessages: ChartMessages = {
  explore: '{title}: data points',
  category: 'Period',
  empty: 'No data for this period',
  loading: 'Loading chart',
};
