// §5 age rule: at least 18 years by YEAR DIFFERENCE only (month and day are ignored), and the date
// picker's maximum is 31 December of the year `minAge` years before this one. `today` is injected.

export const DEFAULT_MIN_AGE = 18;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The year of a real calendar date written yyyy-MM-dd, or undefined. */
export function birthYear(value: string): number | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // rejects 2001-02-30 and the like, which Date would roll over
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? year : undefined;
}

/** Age as the spec counts it: this year minus the birth year. */
export const ageByYearDifference = (year: number, today: Date) => today.getFullYear() - year;

export type BirthdayFailure = 'invalid' | 'tooYoung';

/** Why a birthday (yyyy-MM-dd) fails the age rule, or undefined when it passes. Empty is not checked here. */
export function checkBirthday(value: string, today: Date, minAge = DEFAULT_MIN_AGE): BirthdayFailure | undefined {
  const year = birthYear(value);
  if (year === undefined) return 'invalid';
  return ageByYearDifference(year, today) >= minAge ? undefined : 'tooYoung';
}

/** The latest birthday the picker offers: 31 December, `minAge` years before this year (yyyy-MM-dd). */
export const birthdayPickerMax = (today: Date, minAge = DEFAULT_MIN_AGE) =>
  `${String(today.getFullYear() - minAge).padStart(4, '0')}-12-31`;

/** A local date as yyyy-MM-dd. */
export const toIsoDate = (date: Date) =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-');
