// The registration rules (spec §5) as a pure check of a registration against the merchant's register
// settings: each enabled field's required, length and pattern, the birthday's age, the confirmation
// and the terms. The server's answers name the same rules the client checks before sending.
import type { FieldError, FieldErrors } from '../../http/envelope';
import { fieldConfig, type RegisterField, type RegisterFieldConfig, type RegisterSettings } from './settings';

export interface TextFieldRule {
  required: boolean;
  /** Characters (code points), inclusive. */
  minLength: number;
  maxLength: number;
  /** Tested against the whole value; undefined matches anything. */
  pattern?: RegExp;
}

/** §5 minimum age, by year difference only. */
export const MIN_AGE = 18;

const compiled = new Map<string, RegExp | undefined>();

/** The whole-value RegExp of a settings pattern; '*' (or one that does not compile) matches anything. */
export function compilePattern(source: string): RegExp | undefined {
  if (!compiled.has(source)) {
    let pattern: RegExp | undefined;
    if (source !== '' && source !== '*') {
      try {
        pattern = new RegExp(`^(?:${source})$`, 'u');
      } catch {
        pattern = undefined; // a misconfigured merchant must not lock players out; length still applies
      }
    }
    compiled.set(source, pattern);
  }
  return compiled.get(source);
}

export const textRule = (config: RegisterFieldConfig): TextFieldRule => ({
  required: config.required,
  minLength: config.minLength,
  maxLength: config.maxLength,
  pattern: compilePattern(config.acceptedPattern),
});

const lengthOf = (value: string): number => [...value].length;

/** The first rule `value` fails: required, then length, then pattern; undefined when it passes. */
export function checkText(value: string, rule: TextFieldRule): FieldError | undefined {
  if (value === '') return rule.required ? { rule: 'required' } : undefined;
  // Both carry the bounds: the §5 pattern messages say "(min) - (max) characters" too.
  const bounds = { min: rule.minLength, max: rule.maxLength };
  const length = lengthOf(value);
  if (length < rule.minLength || length > rule.maxLength) return { rule: 'length', ...bounds };
  if (rule.pattern && !rule.pattern.test(value)) return { rule: 'pattern', ...bounds };
  return undefined;
}

/** The year of a real yyyy-MM-dd date, else undefined. */
function birthYear(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? year : undefined;
}

/**
 * §5: at least the minimum age by year difference; the picker's last day is 31 December that many years
 * back. The age is the merchant's jurisdiction profile's (18 on every seeded merchant; §5's 21 reading is
 * not applied anywhere).
 */
export function checkBirthday(value: string, today: Date, minAge = MIN_AGE): FieldError | undefined {
  const year = birthYear(value);
  if (year === undefined) return { rule: 'pattern', min: 10, max: 10 };
  return today.getUTCFullYear() - year >= minAge ? undefined : { rule: 'age', min: minAge };
}

/** What the rules look at: every field as sent (strings, '' when absent), the username trimmed. */
export type RegistrationForm = Partial<Record<RegisterField | 'confirmPassword', string>> & {
  termsAccepted: boolean;
};

export interface CheckOptions {
  /** Fields the registration type always requires (registerMobile: the mobile number). */
  alsoRequired?: readonly RegisterField[];
  /** Fields the registration type does not take (registerMobile with the phone as username). */
  skipped?: readonly RegisterField[];
  today?: Date;
  /** The merchant's minimum age (jurisdiction profile); 18 when not given. */
  minAge?: number;
}

/** Each failing field with its first failed rule, keyed as in the request body; {} when all pass. */
export function checkRegistration(
  form: RegistrationForm,
  settings: RegisterSettings,
  { alsoRequired = [], skipped = [], today = new Date(), minAge = MIN_AGE }: CheckOptions = {},
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of settings.fields.map((f) => f.name)) {
    if (skipped.includes(field)) continue;
    const config = fieldConfig(settings, field);
    const mustHave = alsoRequired.includes(field);
    if (!config.enabled && !mustHave) continue;
    const value = form[field] ?? '';
    const rule = textRule(config);
    const error = checkText(value, mustHave ? { ...rule, required: true } : rule);
    if (error) errors[field] = error;
    else if (field === 'birthday' && value !== '') errors[field] = checkBirthday(value, today, minAge);
  }
  if (!skipped.includes('password') && fieldConfig(settings, 'password').enabled) {
    const confirmation = form.confirmPassword ?? '';
    if (confirmation === '') errors.confirmPassword = { rule: 'required' };
    else if (confirmation !== (form.password ?? '')) errors.confirmPassword = { rule: 'mismatch' };
  }
  if (!form.termsAccepted) errors.termsAccepted = { rule: 'terms' };
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== undefined));
}

export const hasFieldErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;
