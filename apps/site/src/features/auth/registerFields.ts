// The registration form's fields from the merchant's register settings (spec §3, §5): which fields
// show, in which order, with the server's rules, for each registration type.
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { RuleField } from '@croupier/ui';
import type { RegisterField, RegisterFieldConfig, RegisterSettings } from '@croupier/sdk';
import { dateInputFormat } from '@/shared/dateInputFormat';

export type RegistrationType = 'register' | 'registerMobile';

/** The label key of each field; literal so the message check sees them. */
const labels: Record<RegisterField, string> = {
  username: 'register.username',
  mobileNum: 'session.mobileNum',
  password: 'register.password',
  payeeName: 'account.fields.payeeName',
  email: 'account.fields.email',
  birthday: 'account.fields.birthday',
  qqNum: 'account.fields.qqNum',
  line: 'account.fields.line',
  whatsapp: 'account.fields.whatsapp',
  facebook: 'account.fields.facebook',
  wechat: 'account.fields.wechat',
  idNumber: 'account.fields.idNumber',
  paymentPassword: 'account.fields.paymentPassword',
  affiliateCode: 'account.fields.affiliateCode',
  referralCode: 'account.fields.referralCode',
  captcha: 'session.captcha',
};

const inputType: Partial<Record<RegisterField, RuleField['type']>> = {
  password: 'password',
  paymentPassword: 'password',
  email: 'email',
  mobileNum: 'tel',
  birthday: 'date',
};

const autoComplete: Partial<Record<RegisterField, string>> = {
  username: 'username',
  password: 'new-password',
  paymentPassword: 'new-password',
  email: 'email',
  mobileNum: 'tel-national',
  payeeName: 'name',
  birthday: 'bday',
};

/** The SMS code's own rule: the server sends 6 digits; the message says so. */
const smsCodeRules = { required: true, minLength: 6, maxLength: 6, patternId: 'smsCode', acceptedPattern: '[0-9]+' };

export interface FieldsInput {
  settings: RegisterSettings;
  type: RegistrationType;
  t: TFunction;
  /** The SMS button, shown beside the mobile number when a code is needed. */
  smsButton: ReactNode;
  /** The terms checkbox's visible label, with links to the terms and the privacy policy. */
  termsLabel?: ReactNode;
  /** The birthday's minimum age: the merchant's jurisdiction profile (18 on every merchant today). */
  minAge?: number;
}

/** Whether this type needs the SMS code with the mobile number. */
export function needsSmsCode({ types, fields }: RegisterSettings, type: RegistrationType): boolean {
  if (type === 'registerMobile') return types.mobileVerification;
  return fields.some((f) => f.name === 'mobileNum' && f.enabled && f.verifyBySms === true);
}

/** Fields the type takes: the phone may replace the username, and a mobile registration may have no password. */
function shown(config: RegisterFieldConfig, settings: RegisterSettings, type: RegistrationType): RegisterFieldConfig | undefined {
  const mobile = type === 'registerMobile';
  if (config.name === 'captcha') return undefined; // drawn by the form itself, with its image
  if (mobile && config.name === 'mobileNum') return { ...config, enabled: true, required: true };
  if (mobile && config.name === 'username') return settings.types.mobileAsUsername ? undefined : { ...config, enabled: true, required: true };
  if (mobile && config.name === 'password' && !settings.types.mobilePassword) return undefined;
  // §5: payment password is required when shown.
  if (config.name === 'paymentPassword' && config.enabled) return { ...config, required: true };
  return config.enabled ? config : undefined;
}

export function registerFields({ settings, type, t, smsButton, termsLabel, minAge = 18 }: FieldsInput): RuleField[] {
  const fields: RuleField[] = [];
  for (const config of settings.fields) {
    const field = shown(config, settings, type);
    if (!field) continue;
    const { name, verifyBySms: _sms, ...rules } = field;
    fields.push({
      name,
      label: t(labels[name]),
      type: inputType[name] ?? 'text',
      autoComplete: autoComplete[name],
      rules,
      // the hint names the format the date field shows, in the browser's locale (mm/dd/yyyy, dd/mm/aaaa)
      ...(name === 'birthday' && { minAge, hint: dateInputFormat(t) }),
      ...(name === 'mobileNum' && needsSmsCode(settings, type) && { endSlot: smsButton }),
    });
    if (name === 'mobileNum' && needsSmsCode(settings, type))
      fields.push({ name: 'verificationCode', label: t('session.verificationCode'), type: 'text', autoComplete: 'one-time-code', rules: smsCodeRules });
    if (name === 'password')
      fields.push({
        name: 'confirmPassword',
        label: t('register.confirmPassword'),
        type: 'password',
        autoComplete: 'new-password',
        confirms: 'password',
        rules: { ...rules, acceptedPattern: '*' },
      });
  }
  // §4: ticked by default (the form's default values); unticked it stops the registration.
  fields.push({ name: 'terms', label: t('register.terms'), labelContent: termsLabel, type: 'checkbox', rules: { required: true } });
  return fields;
}
