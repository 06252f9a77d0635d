import { describe, expect, it } from 'vitest';
import { parseAmount } from './parseAmount';

describe('parseAmount', () => {
  it('reads whole amounts and up to 2 decimals with either separator as minor units', () => {
    expect(parseAmount('50')).toBe(5000);
    expect(parseAmount(' 50.5 ')).toBe(5050);
    expect(parseAmount('50,05')).toBe(5005);
    expect(parseAmount('0.01')).toBe(1);
  });

  it('refuses what it would have to guess: signs, grouping, 3 decimals, words, empty', () => {
    for (const text of ['', '-5', '1.000,00', '1.234', '12.', 'abc', '5e3', '1 000']) expect(parseAmount(text)).toBeNull();
  });
});
