// Register settings (spec §3, §5): each merchant's field rules, stored per field, and the registration
// types its whitelabel flags switch on. The server checks registrations against exactly what it serves.
import type { components } from '@croupier/sdk/schema';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { phoneRuleOf } from '../verification/phone';
import { flagsOf, getWhitelabel } from '../system/whitelabel';
import { registerSettings, type RegisterSettingRow } from './tables';

export type RegisterField = components['schemas']['RegisterField'];
export type RegisterFieldConfig = components['schemas']['RegisterFieldConfig'];
export type RegisterSettings = components['schemas']['RegisterSettings'];
export type RegistrationTypes = components['schemas']['RegistrationTypes'];

type Rule = Omit<RegisterFieldConfig, 'name' | 'verifyBySms'>;

const rule = (
  patternId: string,
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
  enabled = false,
  required = false,
): Rule => ({ enabled, required, acceptedPattern, patternId, minLength, maxLength });

/**
 * Every field in display order with its default rule (disabled unless the merchant turns it on).
 * Pattern sources are the UI kit's §5 catalogue entries of the same patternId, so both sides agree.
 */
export const DEFAULT_FIELD_RULES: Readonly<Record<RegisterField, Rule>> = {
  username: rule('letterFirstAlphanumeric', '[A-Za-z][A-Za-z0-9]*', 4, 16, true, true),
  mobileNum: rule('digits', '[0-9]+', 10, 11),
  password: rule('passwordLetterDigit', '(?=.*[A-Za-z])(?=.*[0-9])\\S*', 6, 20, true, true),
  payeeName: rule('fullName', "\\p{L}[\\p{L}\\p{M}'.-]*( \\p{L}[\\p{L}\\p{M}'.-]*)+", 3, 64),
  email: rule('email', '[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}', 6, 64),
  birthday: rule('dateYearFirst', '[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])', 10, 10),
  qqNum: rule('digits', '[0-9]+', 5, 12),
  line: rule('noSpaces', '\\S+', 4, 20),
  whatsapp: rule('digits', '[0-9]+', 8, 15),
  facebook: rule('noSpaces', '\\S+', 5, 50),
  wechat: rule('noSpaces', '\\S+', 6, 20),
  idNumber: rule('alphanumeric', '[A-Za-z0-9]+', 6, 20),
  paymentPassword: rule('digits', '[0-9]+', 6, 6),
  affiliateCode: rule('alphanumeric', '[A-Za-z0-9]+', 4, 16, true, false),
  referralCode: rule('alphanumeric', '[A-Za-z0-9]+', 4, 16),
  captcha: rule('any', '*', 4, 4),
};

export const REGISTER_FIELDS = Object.keys(DEFAULT_FIELD_RULES) as RegisterField[];

export type FieldOverrides = Partial<Record<RegisterField, Partial<Rule>>>;

/** Seeds the merchant's field rules that do not exist yet; an operator's later change is kept. */
export async function ensureRegisterSettings(
  db: Db,
  merchantCode: string,
  overrides: FieldOverrides,
): Promise<void> {
  const phone = phoneRuleOf(merchantCode);
  const rows = REGISTER_FIELDS.map((field, position) => ({
    merchantCode,
    field,
    position,
    ...DEFAULT_FIELD_RULES[field],
    ...(field === 'mobileNum' && { minLength: phone.min, maxLength: phone.max }),
    ...overrides[field],
  }));
  await db.insert(registerSettings).values(rows).onConflictDoNothing();
}

/** Changes one field's rule on a merchant (tests, provider states, operators). */
export async function setRegisterField(
  db: Db,
  merchantCode: string,
  field: RegisterField,
  change: Partial<Rule>,
): Promise<void> {
  await db
    .update(registerSettings)
    .set(change)
    .where(and(eq(registerSettings.merchantCode, merchantCode), eq(registerSettings.field, field)));
}

const toConfig = (row: RegisterSettingRow): RegisterFieldConfig => ({
  name: row.field as RegisterField,
  enabled: row.enabled,
  required: row.required,
  acceptedPattern: row.acceptedPattern,
  patternId: row.patternId,
  minLength: row.minLength,
  maxLength: row.maxLength,
});

/** The registration types from the merchant's whitelabel flags (spec §3). */
export async function registrationTypes(db: Db, merchantCode: string): Promise<RegistrationTypes> {
  const flags = flagsOf(await getWhitelabel(db, merchantCode));
  return {
    register: flags.register === true,
    registerMobile: flags.registerMobile === true,
    mobileAsUsername: flags.MOBILENUMREG3 === true,
    mobilePassword: flags.MOBILENUMPASSREG3 === true,
    mobileVerification: flags.REGMOBVERF3 === true,
  };
}

/** What GET /wps/system/setting/register answers, and what registrations are checked against. */
export async function getRegisterSettings(db: Db, merchantCode: string): Promise<RegisterSettings> {
  const rows = await db
    .select()
    .from(registerSettings)
    .where(eq(registerSettings.merchantCode, merchantCode))
    .orderBy(asc(registerSettings.position));
  const types = await registrationTypes(db, merchantCode);
  return {
    types,
    countryDialingCode: phoneRuleOf(merchantCode).dialingCode,
    fields: rows.map((row) =>
      row.field === 'mobileNum'
        ? { ...toConfig(row), verifyBySms: types.mobileVerification }
        : toConfig(row),
    ),
  };
}

/** The field's config in the settings; a field missing from the table counts as disabled. */
export function fieldConfig(settings: RegisterSettings, field: RegisterField): RegisterFieldConfig {
  return (
    settings.fields.find((f) => f.name === field) ?? {
      name: field,
      ...DEFAULT_FIELD_RULES[field],
      enabled: false,
      required: false,
    }
  );
}
