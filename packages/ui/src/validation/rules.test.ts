import { afterEach, describe, expect, it, vi } from 'vitest';
import { compilePattern, resetPatternCache } from './compilePattern';
import { formatRuleMessage } from './messages';
import { checkValue, confirms, ruleMessage, validateValue } from './rules';

afterEach(() => resetPatternCache());

const messages = {
  letterFirstAlphanumeric: 'Start with a letter; (min) - (max) letters or digits',
  digits: 'Enter (min) - (max) digits',
};
const username = { required: true, patternId: 'letterFirstAlphanumeric', minLength: 4, maxLength: 16 };

describe('checkValue', () => {
  it('reports an empty required field as required, and lets an empty optional field pass', () => {
    expect(checkValue('', username)).toBe('required');
    expect(checkValue('', { ...username, required: false })).toBeUndefined();
  });

  it('checks the length between minLength and maxLength, inclusive, in characters', () => {
    expect(checkValue('abc', username)).toBe('length');
    expect(checkValue('abcd', username)).toBeUndefined();
    expect(checkValue('a'.repeat(16), username)).toBeUndefined();
    expect(checkValue('a'.repeat(17), username)).toBe('length');
    // a character outside the BMP counts once
    expect(checkValue('😀😀', { minLength: 2, maxLength: 2 })).toBeUndefined();
  });

  it('checks length before pattern', () => {
    expect(checkValue('1a', username)).toBe('length');
    expect(checkValue('1abc', username)).toBe('pattern');
  });

  it('lets * match anything, even when a patternId names a stricter catalogue pattern', () => {
    expect(checkValue('any thing!', { acceptedPattern: '*', patternId: 'digits' })).toBeUndefined();
  });

  it('matches the server pattern against the whole value, not a part of it', () => {
    expect(checkValue('abc123', { acceptedPattern: '[a-z]+' })).toBe('pattern');
    expect(checkValue('abc', { acceptedPattern: '[a-z]+' })).toBeUndefined();
    expect(checkValue('abc', { acceptedPattern: '^[a-z]+$' })).toBeUndefined();
  });

  it('compiles a server pattern written for non-unicode mode', () => {
    expect(checkValue('a-b.c', { acceptedPattern: '[\\w-.]+' })).toBeUndefined();
    expect(checkValue('a b', { acceptedPattern: '[\\w-.]+' })).toBe('pattern');
  });

  it('skips an invalid server pattern without crashing, and reports it once', () => {
    const report = vi.fn();
    const rules = { acceptedPattern: '([a-z', minLength: 2, maxLength: 4 };
    expect(checkValue('ab', rules, { onConfigError: report })).toBeUndefined();
    expect(checkValue('abcdef', rules, { onConfigError: report })).toBe('length');
    expect(checkValue('zz', rules, { onConfigError: report })).toBeUndefined();
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ source: '([a-z' }));
  });

  it('reports an invalid pattern to the console by default', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(compilePattern('*+')).toBeUndefined();
    expect(compilePattern('*+')).toBeUndefined();
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('never fails a disabled field', () => {
    expect(checkValue('', { ...username, enabled: false })).toBeUndefined();
    expect(checkValue('1', { ...username, enabled: false })).toBeUndefined();
  });

  it('treats an unknown patternId without acceptedPattern as any characters', () => {
    expect(checkValue('x y z', { patternId: 'fromTheFuture' })).toBeUndefined();
  });
});

describe('messages', () => {
  it('fills (min) and (max)', () => {
    expect(formatRuleMessage('Please fill in your password with (min) - (max) characters', 6, 20)).toBe(
      'Please fill in your password with 6 - 20 characters',
    );
  });

  it('collapses the range to one number when min equals max', () => {
    expect(formatRuleMessage('Enter (min) - (max) digits', 11, 11)).toBe('Enter 11 digits');
    expect(formatRuleMessage('Enter (min)~(max) digits', 11, 11)).toBe('Enter 11 digits');
    // a lone placeholder is still filled
    expect(formatRuleMessage('At least (min), at most (max)', 11, 11)).toBe('At least 11, at most 11');
  });

  it('writes an open range without a maximum', () => {
    expect(formatRuleMessage('Enter (min) - (max) characters', 6, Infinity)).toBe('Enter 6+ characters');
  });

  it('uses the patternId message for required, length and pattern alike', () => {
    const expected = 'Start with a letter; 4 - 16 letters or digits';
    expect(validateValue('', username, messages, 'fallback')).toBe(expected);
    expect(validateValue('abc', username, messages, 'fallback')).toBe(expected);
    expect(validateValue('1abc', username, messages, 'fallback')).toBe(expected);
    expect(validateValue('abcd', username, messages, 'fallback')).toBeUndefined();
  });

  it('falls back when the patternId has no message', () => {
    expect(ruleMessage({ patternId: 'nope', minLength: 1, maxLength: 3 }, messages, 'Enter (min) - (max) characters')).toBe(
      'Enter 1 - 3 characters',
    );
  });
});

describe('confirms', () => {
  it('passes only an exact copy (inconsistent twice fails)', () => {
    expect(confirms('Lucky#2024', 'Lucky#2024')).toBe(true);
    expect(confirms('Lucky#2025', 'Lucky#2024')).toBe(false);
    expect(confirms('lucky#2024', 'Lucky#2024')).toBe(false);
  });
});
