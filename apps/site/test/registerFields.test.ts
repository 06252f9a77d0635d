import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { RegisterFieldConfig, RegisterSettings } from '@croupier/sdk';
import { needsSmsCode, registerFields } from '@/features/auth/registerFields';

const t = ((key: string) => key) as unknown as TFunction;
const field = (name: RegisterFieldConfig['name'], enabled: boolean, extra: Partial<RegisterFieldConfig> = {}): RegisterFieldConfig => ({
  name,
  enabled,
  required: enabled,
  acceptedPattern: '*',
  patternId: 'any',
  minLength: 1,
  maxLength: 20,
  ...extra,
});

const settings = (types: Partial<RegisterSettings['types']> = {}, fields: RegisterFieldConfig[] = []): RegisterSettings => ({
  countryDialingCode: '880',
  types: { register: true, registerMobile: true, mobileAsUsername: true, mobilePassword: true, mobileVerification: true, ...types },
  fields: [field('username', true), field('mobileNum', false, { minLength: 11, maxLength: 11 }), field('password', true), field('birthday', true), field('captcha', true), field('paymentPassword', true, { required: false }), ...fields],
});

const names = (input: RegisterSettings, type: 'register' | 'registerMobile') =>
  registerFields({ settings: input, type, t, smsButton: null }).map((f) => f.name);

describe('registration fields from the register settings', () => {
  it('shows the enabled fields in order, the confirmation after the password and the terms last; the captcha is drawn apart', () => {
    expect(names(settings(), 'register')).toEqual(['username', 'password', 'confirmPassword', 'birthday', 'paymentPassword', 'terms']);
  });

  it('makes the payment password required when shown (spec §5) and checks the birthday for 18+', () => {
    const fields = registerFields({ settings: settings(), type: 'register', t, smsButton: null });
    expect(fields.find((f) => f.name === 'paymentPassword')?.rules.required).toBe(true);
    expect(fields.find((f) => f.name === 'birthday')).toMatchObject({ type: 'date', minAge: 18 });
  });

  it('on registerMobile the phone replaces the username (MOBILENUMREG3) and brings the SMS code', () => {
    expect(names(settings(), 'registerMobile')).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'birthday', 'paymentPassword', 'terms']);
    const phone = registerFields({ settings: settings(), type: 'registerMobile', t, smsButton: 'send' }).find((f) => f.name === 'mobileNum');
    expect(phone).toMatchObject({ type: 'tel', endSlot: 'send', rules: { required: true, minLength: 11, maxLength: 11 } });
  });

  it('asks for the username too when the phone is not the username, and no password without MOBILENUMPASSREG3', () => {
    expect(names(settings({ mobileAsUsername: false, mobilePassword: false, mobileVerification: false }), 'registerMobile')).toEqual([
      'username',
      'mobileNum',
      'birthday',
      'paymentPassword',
      'terms',
    ]);
  });

  it('needs the SMS code on register only when the mobile number is shown and verified by SMS', () => {
    expect(needsSmsCode(settings(), 'register')).toBe(false);
    const verified = { ...settings(), fields: [field('mobileNum', true, { verifyBySms: true })] };
    expect(needsSmsCode(verified, 'register')).toBe(true);
    expect(needsSmsCode(settings({ mobileVerification: false }), 'registerMobile')).toBe(false);
  });
});
