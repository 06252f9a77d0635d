/**
 * The home page's jackpot counter (spec §2). Values are integer minor units (cents), like every amount
 * in the kit: the shown range 20,000,000.00 to 21,000,000.00 is 2,000,000,000 to 2,100,000,000.
 */
export const JACKPOT_MIN = 2_000_000_000;
export const JACKPOT_MAX = 2_100_000_000;
/** Each tick grows it by a random 100.00 to 500.00. */
export const JACKPOT_STEP_MIN = 10_000;
export const JACKPOT_STEP_MAX = 50_000;
/** Ticks come after a random 3, 4 or 5 seconds. */
export const JACKPOT_INTERVALS_MS = [3000, 4000, 5000] as const;

export type Random = () => number;

const pick = (random: Random, count: number) => Math.min(count - 1, Math.floor(random() * count));

/** A random step of 100.00 to 500.00, in whole cents. */
export const jackpotStep = (random: Random): number =>
  JACKPOT_STEP_MIN + pick(random, JACKPOT_STEP_MAX - JACKPOT_STEP_MIN + 1);

/** The wait before the next tick: 3000, 4000 or 5000 ms. */
export const jackpotDelay = (random: Random): number => JACKPOT_INTERVALS_MS[pick(random, JACKPOT_INTERVALS_MS.length)] ?? 4000;

/**
 * Keeps a value in the shown range by wrapping: past the top it carries on from the bottom by the
 * overshoot. Wrapping, not clamping, because a clamped counter would sit frozen at 21,000,000.00 forever
 * once reached, and a jackpot that stops growing reads as broken.
 */
export const wrapJackpot = (value: number): number => {
  const span = JACKPOT_MAX - JACKPOT_MIN;
  if (value >= JACKPOT_MIN && value <= JACKPOT_MAX) return value;
  return JACKPOT_MIN + ((((value - JACKPOT_MIN) % span) + span) % span);
};

/** The next value: grown by a random step, wrapped into the range. */
export const nextJackpot = (value: number, random: Random): number => wrapJackpot(value + jackpotStep(random));

/** A starting value in the lower half of the range, so it has room to grow before it wraps. */
export const initialJackpot = (random: Random): number =>
  JACKPOT_MIN + pick(random, Math.floor((JACKPOT_MAX - JACKPOT_MIN) / 2));
