import { describe, expect, it } from 'vitest';
import { referralLink } from '../src';

describe('referralLink', () => {
  it('is the register page with the code as referralCode, escaped', () => {
    expect(referralLink('https://croupier.example', 'DEMOPLAYER')).toBe(
      'https://croupier.example/register?referralCode=DEMOPLAYER',
    );
    expect(
      new URL(referralLink('http://127.0.0.1:8381', 'A B&C')).searchParams.get('referralCode'),
    ).toBe('A B&C');
  });
});
