import { describe, expect, it } from 'vitest';
import {
  checkRegistration as checkWith,
  checkText,
  hasFieldErrors,
  textRule,
  type RegistrationForm,
} from '../src/modules/account/registerRules';
import {
  DEFAULT_FIELD_RULES,
  REGISTER_FIELDS,
  type RegisterSettings,
} from '../src/modules/account/settings';

/** The default settings (username and password on), with `change` applied per field. */
const settingsWith = (change: Partial<Record<string, object>> = {}): RegisterSettings => ({
  types: { register: true, registerMobile: false, mobileAsUsername: true, mobilePassword: true, mobileVerification: false },
  countryDialingCode: '55',
  fields: REGISTER_FIELDS.map((name) => ({ name, ...DEFAULT_FIELD_RULES[name], ...change[name] })),
});
const defaults = settingsWith();
const checkRegistration = (form: RegistrationForm, settings = defaults) => checkWith(form, settings);
const username = textRule({ name: 'username', ...DEFAULT_FIELD_RULES.username });
const password = textRule({ name: 'password', ...DEFAULT_FIELD_RULES.password });
const valid: RegistrationForm = {
  username: 'player1',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  termsAccepted: true,
};

describe('username rule: 4-16 characters, a letter first, then letters and digits', () => {
  it.each(['abcd', 'Player1', 'a123', 'ABCDEFGHIJKLMNOP', 'x1y2z3'])('accepts %j', (value) => {
    expect(checkText(value, username)).toBeUndefined();
  });

  it('requires a value', () => {
    expect(checkText('', username)).toEqual({ rule: 'required' });
  });

  it.each(['abc', 'a', 'abcdefghijklmnopq', 'a'.repeat(40)])(
    'refuses the length of %j',
    (value) => {
      expect(checkText(value, username)).toEqual({ rule: 'length', min: 4, max: 16 });
    },
  );

  it.each(['1abc', '_abcd', 'demo_player', 'ab cd', 'abc-d', 'joão1', 'abcd!', '１abc'])(
    'refuses the characters of %j',
    (value) => {
      expect(checkText(value, username)).toEqual({ rule: 'pattern', min: 4, max: 16 });
    },
  );
});

describe('password rule: 6-20 characters, a letter and a digit, no spaces', () => {
  it.each(['abc123', 'Secret123', 'Demo1234!', 'ção9ab', '1a'.repeat(10), 'p@ss_w0rd'])(
    'accepts %j',
    (value) => {
      expect(checkText(value, password)).toBeUndefined();
    },
  );

  it('requires a value', () => {
    expect(checkText('', password)).toEqual({ rule: 'required' });
  });

  it.each(['ab12', 'a1b2c', '1a'.repeat(10) + 'x'])('refuses the length of %j', (value) => {
    expect(checkText(value, password)).toEqual({ rule: 'length', min: 6, max: 20 });
  });

  it.each(['abcdefg', '1234567', '!!!!!!!', 'abc 123', 'abc123 ', '\tabc123', '      '])(
    'refuses %j without a letter and a digit, or with a space',
    (value) => {
      expect(checkText(value, password)).toEqual({ rule: 'pattern', min: 6, max: 20 });
    },
  );

  it('counts characters, not UTF-16 units', () => {
    // 19 characters, 20 code units: the emoji is one character a person typed.
    expect(checkText('a1' + 'b'.repeat(16) + '🎲', password)).toBeUndefined();
    expect(checkText('a1' + '🎲'.repeat(19), password)).toEqual({
      rule: 'length',
      min: 6,
      max: 20,
    });
  });
});

describe('checkRegistration', () => {
  it('finds nothing wrong with a valid registration', () => {
    expect(checkRegistration(valid)).toEqual({});
    expect(hasFieldErrors(checkRegistration(valid))).toBe(false);
  });

  it('requires the confirmation', () => {
    expect(checkRegistration({ ...valid, confirmPassword: '' })).toEqual({
      confirmPassword: { rule: 'required' },
    });
  });

  it('refuses a confirmation that differs from the password, also only by case', () => {
    for (const confirmPassword of ['Secret124', 'secret123', 'Secret123 '])
      expect(checkRegistration({ ...valid, confirmPassword })).toEqual({
        confirmPassword: { rule: 'mismatch' },
      });
  });

  it('refuses terms that are not accepted', () => {
    expect(checkRegistration({ ...valid, termsAccepted: false })).toEqual({
      termsAccepted: { rule: 'terms' },
    });
  });

  it('names every failing field with its first failed rule', () => {
    const errors = checkRegistration({
      username: '',
      password: 'abc',
      confirmPassword: 'abd',
      termsAccepted: false,
    });
    expect(errors).toEqual({
      username: { rule: 'required' },
      password: { rule: 'length', min: 6, max: 20 },
      confirmPassword: { rule: 'mismatch' },
      termsAccepted: { rule: 'terms' },
    });
    expect(hasFieldErrors(errors)).toBe(true);
  });

  it('does not complain about a confirmation that matches an invalid password', () => {
    expect(
      checkRegistration({ ...valid, password: 'abcdefg', confirmPassword: 'abcdefg' }),
    ).toEqual({ password: { rule: 'pattern', min: 6, max: 20 } });
  });

  it('follows the rules it is given, e.g. a merchant that allows longer usernames', () => {
    const longer = settingsWith({ username: { maxLength: 20 } });
    const form = { ...valid, username: 'abcdefghijklmnopqrst' };
    expect(checkRegistration(form)).toEqual({ username: { rule: 'length', min: 4, max: 16 } });
    expect(checkRegistration(form, longer)).toEqual({});
  });

  it('checks an enabled optional field only when it is filled, and ignores a disabled one', () => {
    const email = settingsWith({ email: { enabled: true, required: false } });
    expect(checkRegistration(valid, email)).toEqual({});
    expect(checkRegistration({ ...valid, email: 'not-an-email' }, email)).toEqual({
      email: { rule: 'pattern', min: 6, max: 64 },
    });
    expect(checkRegistration({ ...valid, email: 'not-an-email' })).toEqual({});
  });

  it('requires a birthday of someone 18 or older by year difference only', () => {
    const birthday = settingsWith({ birthday: { enabled: true, required: true } });
    const today = new Date(Date.UTC(2026, 5, 15));
    const check = (value: string) => checkWith({ ...valid, birthday: value }, birthday, { today });
    expect(checkWith(valid, birthday, { today })).toEqual({ birthday: { rule: 'required' } });
    expect(check('2008-12-31')).toEqual({});
    expect(check('2009-01-01')).toEqual({ birthday: { rule: 'age', min: 18 } });
    expect(check('2001-02-30')).toEqual({ birthday: { rule: 'pattern', min: 10, max: 10 } });
  });

  it('lets the registration type require or skip fields', () => {
    const form = { ...valid, username: '' };
    expect(checkWith(form, defaults, { skipped: ['username'] })).toEqual({});
    expect(checkWith(form, defaults, { skipped: ['username'], alsoRequired: ['mobileNum'] })).toEqual({
      mobileNum: { rule: 'required' },
    });
  });

  it('lets an optional field be empty', () => {
    expect(checkText('', { ...username, required: false })).toBeUndefined();
  });
});
