// The bet types of each prize mode (spec §3 LOTT, ZY, ELOTT, SEA), what a selection may be, and what a bet
// pays against a draw. Pure functions: the settlement, the tests and the odds on the page use the same ones.
import type { Prize } from '../games/lottery';

export type PrizeMode = 'LOTT' | 'ZY' | 'ELOTT' | 'SEA';

/** What a selection is: N distinct numbers from a range, a fixed count of digits, or one of some choices. */
export type SelectionRule =
  | { kind: 'numbers'; count: number; min: number; max: number }
  | { kind: 'digits'; length: number }
  | { kind: 'choice'; options: readonly string[] };

export interface BetType {
  code: string;
  selection: SelectionRule;
  /** Payout per unit staked, in hundredths (195 = 1.95x, stake included). */
  oddsCents: number;
  /** Pays once per matching prize (lô), not once per bet. */
  perHit: boolean;
}

/** A draw as a bet sees it: its headline numbers and prize tiers (games/lottery.ts prizesFor). */
export interface DrawResult {
  numbers: string[];
  prizes: Prize[];
}

const SUM_CHOICES = ['big', 'small', 'odd', 'even'] as const;
const bet = (
  code: string,
  selection: SelectionRule,
  oddsCents: number,
  perHit = false,
): BetType => ({
  code,
  selection,
  oddsCents,
  perHit,
});

/**
 * A concise, well-known set per mode, each paying about 90-97 % back:
 * - LOTT (6 of 45): pick 1, 2 or 3 numbers that must all be drawn; the sum of the six big (> 138) or small
 *   (< 138), odd or even.
 * - ELOTT (five digits 0-9): the last digit, the last two digits; the sum big (>= 23) or small, odd or even.
 * - ZY (Vietnamese provincial): đề (the special prize's last 2 digits), 3 càng (its last 3), lô (a 2-digit
 *   number against the last 2 digits of all 18 prizes, paid per hit).
 * - SEA (4D): 2D and 3D on the first prize's last digits, 4D against the first, second or third prize.
 */
export const BET_TYPES: Record<PrizeMode, readonly BetType[]> = {
  LOTT: [
    bet('pick1', { kind: 'numbers', count: 1, min: 1, max: 45 }, 700),
    bet('pick2', { kind: 'numbers', count: 2, min: 1, max: 45 }, 6000),
    bet('pick3', { kind: 'numbers', count: 3, min: 1, max: 45 }, 65000),
    bet('sum', { kind: 'choice', options: SUM_CHOICES }, 195),
  ],
  ELOTT: [
    bet('last1', { kind: 'digits', length: 1 }, 950),
    bet('last2', { kind: 'digits', length: 2 }, 9500),
    bet('sum', { kind: 'choice', options: SUM_CHOICES }, 195),
  ],
  ZY: [
    bet('de2', { kind: 'digits', length: 2 }, 9000),
    bet('de3', { kind: 'digits', length: 3 }, 90000),
    bet('lo2', { kind: 'digits', length: 2 }, 500, true),
  ],
  SEA: [
    bet('d2', { kind: 'digits', length: 2 }, 9000),
    bet('d3', { kind: 'digits', length: 3 }, 90000),
    bet('d4', { kind: 'digits', length: 4 }, 300000),
  ],
};

export const betTypeOf = (mode: PrizeMode, code: string) =>
  BET_TYPES[mode].find((type) => type.code === code);

/** The selection in its stored form (numbers two digits, sorted), or null when the rule refuses it. */
export function normaliseSelection(rule: SelectionRule, raw: string): string | null {
  const text = raw.trim().toLowerCase();
  if (rule.kind === 'choice') return rule.options.includes(text) ? text : null;
  if (rule.kind === 'digits') return new RegExp(`^[0-9]{${rule.length}}$`).test(text) ? text : null;
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (parts.length !== rule.count || !parts.every((p) => /^[0-9]{1,2}$/.test(p))) return null;
  const numbers = parts.map(Number);
  if (numbers.some((n) => n < rule.min || n > rule.max) || new Set(numbers).size !== numbers.length)
    return null;
  return numbers
    .sort((a, b) => a - b)
    .map((n) => String(n).padStart(2, '0'))
    .join(',');
}

const sumOf = (numbers: readonly string[]) => numbers.reduce((sum, n) => sum + Number(n), 0);
/** The line between small and big: LOTT's six of 1-45 centre on 138, ELOTT's five digits on 22.5. */
const SUM_MIDDLE: Partial<Record<PrizeMode, number>> = { LOTT: 138, ELOTT: 22.5 };

function sumWins(mode: PrizeMode, numbers: readonly string[], choice: string): boolean {
  const sum = sumOf(numbers);
  const middle = SUM_MIDDLE[mode]!;
  if (choice === 'big') return sum > middle;
  if (choice === 'small') return sum < middle;
  return choice === 'odd' ? sum % 2 === 1 : sum % 2 === 0;
}

const prizeOf = (draw: DrawResult, prize: string) =>
  draw.prizes.find((p) => p.prize === prize)?.numbers ?? [];
const endsWith = (numbers: readonly string[], selection: string) =>
  numbers.filter((n) => n.length >= selection.length && n.endsWith(selection)).length;

/** How many times the selection wins in the draw (0 = lost). */
export function hitsOf(mode: PrizeMode, code: string, selection: string, draw: DrawResult): number {
  if (code === 'sum') return sumWins(mode, draw.numbers, selection) ? 1 : 0;
  switch (`${mode}:${code}`) {
    case 'LOTT:pick1':
    case 'LOTT:pick2':
    case 'LOTT:pick3':
      return selection.split(',').every((n) => draw.numbers.includes(n)) ? 1 : 0;
    case 'ELOTT:last1':
    case 'ELOTT:last2':
      return draw.numbers.join('').endsWith(selection) ? 1 : 0;
    case 'ZY:de2':
    case 'ZY:de3':
      return endsWith(prizeOf(draw, 'special'), selection);
    case 'ZY:lo2':
      return endsWith(
        draw.prizes.flatMap((p) => p.numbers),
        selection,
      );
    case 'SEA:d2':
    case 'SEA:d3':
      return endsWith(prizeOf(draw, 'first'), selection);
    case 'SEA:d4':
      return ['first', 'second', 'third'].some((p) => prizeOf(draw, p).includes(selection)) ? 1 : 0;
    default:
      return 0;
  }
}

/** What a bet pays back (stake included), in integer minor units, rounded down. */
export const payoutOf = (stake: number, oddsCents: number, hits: number) =>
  Math.floor((stake * oddsCents * hits) / 100);
