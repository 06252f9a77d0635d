// Demo report data for stories and tests: an agent's daily income and a member's profit/loss (minor units).
export interface DemoDay {
  date: string;
  income: number;
  bets: number;
  profitLoss: number;
}

const income = [182000, 164500, 201300, 240800, 198400, 265200, 301900, 287300, 254000, 312600, 298100, 336400, 322800, 358900];
const bets = [920000, 870400, 1012000, 1188000, 990500, 1254000, 1401200, 1350000, 1199800, 1463000, 1388000, 1520400, 1490000, 1602300];
const profitLoss = [42000, -18500, 61300, -74000, 12800, 95200, -33100, 8400, -51200, 70300, 24600, -9800, 48700, 66100];

export const days: DemoDay[] = income.map((value, index) => ({
  date: `2025-06-${String(index + 1).padStart(2, '0')}`,
  income: value,
  bets: bets[index] ?? 0,
  profitLoss: profitLoss[index] ?? 0,
}));

/** `2025-06-03` as `3 Jun`, without time-zone surprises. */
export const shortDate = (iso: string, locale = 'en-GB') =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** Minor units as compact money for axes: R$ 3,4 mil. */
export const compactMoney = (minor: number, currency = 'BRL', locale = 'pt-BR') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 }).format(minor / 100);
