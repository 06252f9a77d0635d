import { describe, expect, it } from 'vitest';
import { mergeFieldRulesFormMessages } from './FieldRulesForm.messages';
import { invalidRegistration, registrationFields, validRegistration } from './FieldRulesForm.fixtures';
import { validateFields } from './validateFields';

const messages = mergeFieldRulesFormMessages();
const today = new Date(2025, 5, 15);

describe('validateFields', () => {
  it('passes a valid registration', () => {
    expect(validateFields(registrationFields, { values: validRegistration, messages, today })).toEqual({});
  });

  it('gives each invalid field its own message, with the bounds filled in', () => {
    expect(validateFields(registrationFields, { values: invalidRegistration, messages, today })).toEqual({
      username: 'Start with a letter, then use letters or digits: 4 - 16 characters',
      password: 'Use 8 - 20 characters with an uppercase letter, a lowercase letter, a digit and a symbol',
      confirmPassword: messages.mismatch,
      email: 'Enter a valid email address of 6 - 50 characters',
      mobileNum: 'Enter 11 digits',
      birthday: 'You must be at least 18 years old to register',
      terms: 'Please accept to continue',
    });
  });

  it('uses the pattern message for empty required fields and skips empty optional ones', () => {
    const errors = validateFields(registrationFields, { values: {}, messages, today });
    expect(errors.username).toBe('Start with a letter, then use letters or digits: 4 - 16 characters');
    expect(errors.confirmPassword).toBe('Use 8 - 20 characters with an uppercase letter, a lowercase letter, a digit and a symbol');
    expect(errors.birthday).toBe('Enter a date as yyyy-MM-dd');
    expect(errors).not.toHaveProperty('email');
  });

  it('never checks a disabled field', () => {
    const fields = [{ name: 'qq', label: 'QQ', type: 'text' as const, rules: { enabled: false, required: true } }];
    expect(validateFields(fields, { values: {}, messages, today })).toEqual({});
  });

  it('takes translated pattern messages one by one', () => {
    const translated = mergeFieldRulesFormMessages({ patterns: { digits: 'Digite (min) - (max) números' } });
    const errors = validateFields(registrationFields, { values: { ...validRegistration, mobileNum: '1' }, messages: translated, today });
    expect(errors).toEqual({ mobileNum: 'Digite 11 números' });
    expect(translated.patterns.email).toBe(messages.patterns.email);
  });
});
