import type { LotterySelectionRule } from '@croupier/sdk';

/** The pick as the server stores it (numbers two digits, sorted), or null when the rule refuses it. */
export function normalisePick(rule: LotterySelectionRule, raw: string): string | null {
  const text = raw.trim().toLowerCase();
  if (rule.kind === 'choice') return (rule.options ?? []).includes(text) ? text : null;
  if (rule.kind === 'digits')
    return new RegExp(`^[0-9]{${rule.length ?? 1}}$`).test(text) ? text : null;
  const parts = text.split(/[\s,]+/).filter(Boolean);
  const numbers = parts.map(Number);
  const ok =
    parts.length === rule.count &&
    parts.every((p) => /^[0-9]{1,2}$/.test(p)) &&
    numbers.every((n) => n >= (rule.min ?? 0) && n <= (rule.max ?? 99)) &&
    new Set(numbers).size === numbers.length;
  if (!ok) return null;
  return numbers
    .sort((a, b) => a - b)
    .map((n) => String(n).padStart(2, '0'))
    .join(',');
}

/** The smallest stake the server takes, in minor units (openapi PlaceLotteryBetsRequest). */
export const MIN_STAKE = 100;
