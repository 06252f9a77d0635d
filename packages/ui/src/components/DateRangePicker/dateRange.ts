/** A date range as the API takes it: two `yyyy-MM-dd` dates, both ends included. */
export interface DateRange {
  from: string;
  to: string;
}

/** The date-picker presets of spec §9. */
export type DateRangePreset = 'next7' | 'next30' | 'previous7' | 'previous30';

export const dateRangePresets: readonly DateRangePreset[] = ['next7', 'next30', 'previous7', 'previous30'];

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

const toUtc = (iso: string): Date | null => {
  const match = isoPattern.exec(iso);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // reject 2025-02-30 and friends, which Date would roll over into March
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
};

const fromUtc = (date: Date): string => date.toISOString().slice(0, 10);

export const isIsoDate = (value: string): boolean => toUtc(value) !== null;

/** `days` later (or earlier, when negative), by calendar day: no time zone or DST drift. */
export const addDays = (iso: string, days: number): string => {
  const date = toUtc(iso);
  if (!date) throw new RangeError(`Not a yyyy-MM-dd date: ${iso}`);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
};

/** The calendar date of `now` where the user is. */
export const localIsoDate = (now: Date = new Date()): string =>
  `${String(now.getFullYear()).padStart(4, '0')}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/**
 * A preset as a range that includes today: "next 7 days" is today and the 6 days after it,
 * "previous 7 days" the 6 days before it and today.
 */
export const presetRange = (preset: DateRangePreset, today: string): DateRange => {
  switch (preset) {
    case 'next7':
      return { from: today, to: addDays(today, 6) };
    case 'next30':
      return { from: today, to: addDays(today, 29) };
    case 'previous7':
      return { from: addDays(today, -6), to: today };
    case 'previous30':
      return { from: addDays(today, -29), to: today };
  }
};

/** The preset the range equals, if any (so its button shows pressed). */
export const matchingPreset = (value: DateRange, today: string, presets: readonly DateRangePreset[] = dateRangePresets) =>
  presets.find((preset) => {
    const range = presetRange(preset, today);
    return range.from === value.from && range.to === value.to;
  });

export type DateRangeError = 'invalidDate' | 'order';

/** What is wrong with a range, if anything. A blank end is not an error (the user is still choosing). */
export const dateRangeError = (value: DateRange): DateRangeError | undefined => {
  if ((value.from && !isIsoDate(value.from)) || (value.to && !isIsoDate(value.to))) return 'invalidDate';
  // yyyy-MM-dd compares correctly as text
  if (value.from && value.to && value.from > value.to) return 'order';
  return undefined;
};
