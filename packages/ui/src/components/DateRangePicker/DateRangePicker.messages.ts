/** Texts the DateRangePicker writes itself, English by default; pass translations through its `messages` prop. */
export interface DateRangePickerMessages {
  /** The group's legend, when no `label` is given. */
  label: string;
  from: string;
  to: string;
  /** Names the row of preset buttons. */
  presets: string;
  next7: string;
  next30: string;
  previous7: string;
  previous30: string;
  /** The start is after the end. */
  order: string;
  invalidDate: string;
}

export const dateRangePickerMessages: DateRangePickerMessages = {
  label: 'Date range',
  from: 'From',
  to: 'To',
  presets: 'Quick ranges',
  next7: 'Next 7 days',
  next30: 'Next 30 days',
  previous7: 'Previous 7 days',
  previous30: 'Previous 30 days',
  order: 'The start date must be on or before the end date.',
  invalidDate: 'Enter a valid date.',
};
