import { describe, expect, it } from 'vitest';
import { amountText, checkAmount } from '@/shared/amountRules';

const limits = { min: 1000, max: 500000, balance: 20000 };

describe('amount rules of deposit, withdrawal and transfers', () => {
  it('accepts an amount within the limits and the balance, as minor units', () => {
    expect(checkAmount('150,50', limits)).toEqual({ amount: 15050 });
  });

  it('says what is wrong: empty, not a number, below the minimum, above the maximum, above the balance', () => {
    expect(checkAmount(' ', limits)).toEqual({ problem: 'required' });
    expect(checkAmount('12.345', limits)).toEqual({ problem: 'format' });
    expect(checkAmount('0', limits)).toEqual({ problem: 'format' });
    expect(checkAmount('9.99', limits)).toEqual({ problem: 'min' });
    expect(checkAmount('5000.01', { ...limits, balance: undefined })).toEqual({ problem: 'max' });
    expect(checkAmount('200.01', limits)).toEqual({ problem: 'balance' });
  });

  it('writes presets the way the field reads them back', () => {
    expect(amountText(5000)).toBe('50.00');
    expect(checkAmount(amountText(5000), limits)).toEqual({ amount: 5000 });
  });
});
