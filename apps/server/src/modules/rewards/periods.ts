// The periods rewards and missions count in: UTC days and ISO weeks (Monday 00:00 UTC).
const DAY = 86_400_000;

export const dayStart = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

export const weekStart = (at: Date) => {
  const day = dayStart(at);
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY);
};

export interface Period {
  /** The key a claim is unique by (and part of its ledger idempotency key). */
  key: string;
  from: Date;
  to: Date;
}

const iso = (at: Date) => at.toISOString().slice(0, 10);

export const today = (at: Date): Period => {
  const from = dayStart(at);
  return { key: iso(from), from, to: new Date(from.getTime() + DAY) };
};

export const thisWeek = (at: Date): Period => {
  const from = weekStart(at);
  return { key: `W${iso(from)}`, from, to: new Date(from.getTime() + 7 * DAY) };
};

export const lastWeek = (at: Date): Period => thisWeek(new Date(weekStart(at).getTime() - DAY));

/** Once per member for the activity's whole life. */
export const once = (from: Date, to: Date | null): Period => ({
  key: 'once',
  from,
  to: to ?? new Date('9999-12-31T00:00:00Z'),
});

/** Every deposit and bet a member ever made (VIP levels, a referral's first deposit). */
export const allTime: Period = once(new Date(0), null);
