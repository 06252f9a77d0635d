import { parseAmount } from '@croupier/ui';

export type AmountProblem = 'required' | 'format' | 'min' | 'max' | 'balance';

export interface AmountLimits {
  /** Integer minor units. */
  min: number;
  max: number;
  /** What the wallet holds, when the amount leaves it. */
  balance?: number;
}

/** Checks a typed amount against the limits: the minor units when it is fine, else what is wrong. */
export function checkAmount(text: string, limits: AmountLimits): { amount: number } | { problem: AmountProblem } {
  if (!text.trim()) return { problem: 'required' };
  const amount = parseAmount(text);
  if (amount === null || amount <= 0) return { problem: 'format' };
  if (amount < limits.min) return { problem: 'min' };
  if (amount > limits.max) return { problem: 'max' };
  if (limits.balance !== undefined && amount > limits.balance) return { problem: 'balance' };
  return { amount };
}

/** The amount in the plain form the field accepts (5000 -> "50.00"), for presets. */
export const amountText = (minor: number): string => (minor / 100).toFixed(2);
