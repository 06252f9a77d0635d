// The form's rules, field by field: the §5 engine for text, the birthday rule for a date, equality
// for a confirmation and "ticked" for a required checkbox.
import type { ReactNode } from 'react';
import { checkBirthday, DEFAULT_MIN_AGE } from '../../validation/birthday';
import type { CheckOptions, FieldRules } from '../../validation/rules';
import { confirms, isEnabled, ruleMessage, validateValue } from '../../validation/rules';
import type { FieldRulesFormMessages } from './FieldRulesForm.messages';

export type RuleFieldType = 'text' | 'password' | 'email' | 'tel' | 'date' | 'checkbox';

export interface RuleField {
  /** The value's key, and the input's name. */
  name: string;
  /** The input's visible label and accessible name. */
  label: string;
  type: RuleFieldType;
  /** As the server gives them; a disabled field is not rendered. */
  rules: FieldRules;
  autoComplete?: string;
  placeholder?: string;
  hint?: ReactNode;
  /** checkbox: shown as its label instead of `label` (e.g. the terms with links). */
  labelContent?: ReactNode;
  /** The name of the field this one must equal (password confirmation). */
  confirms?: string;
  /** date: the minimum age by year difference (default 18; 0 turns the rule off). */
  minAge?: number;
  /** Content at the input's end, e.g. an SmsCodeButton. */
  endSlot?: ReactNode;
}

export type FieldValue = string | boolean;
export type FieldValues = Record<string, FieldValue>;

export const emptyValue = (field: RuleField): FieldValue => (field.type === 'checkbox' ? false : '');

export const valueOf = (field: RuleField, values: FieldValues): FieldValue => values[field.name] ?? emptyValue(field);

export interface ValidateContext {
  values: FieldValues;
  messages: FieldRulesFormMessages;
  today: Date;
  options?: CheckOptions;
}

/** The error to show under one field, or undefined. */
export function validateField(field: RuleField, { values, messages, today, options }: ValidateContext): string | undefined {
  if (!isEnabled(field.rules)) return undefined;
  const value = valueOf(field, values);
  if (field.type === 'checkbox') return field.rules.required && value !== true ? messages.mustAccept : undefined;

  const text = typeof value === 'string' ? value : '';
  const ownMessage = () => ruleMessage(field.rules, messages.patterns, messages.fallback);
  if (field.confirms !== undefined) {
    if (text === '') return field.rules.required ? ownMessage() : undefined;
    const original = values[field.confirms];
    return confirms(text, typeof original === 'string' ? original : '') ? undefined : messages.mismatch;
  }
  if (field.type === 'date') {
    if (text === '') return field.rules.required ? ownMessage() : undefined;
    const minAge = field.minAge ?? DEFAULT_MIN_AGE;
    const failure = checkBirthday(text, today, minAge);
    if (failure === 'invalid') return messages.invalidDate;
    if (failure === 'tooYoung' && minAge > 0) return messages.tooYoung.replaceAll('(age)', String(minAge));
    return undefined;
  }
  return validateValue(text, field.rules, messages.patterns, messages.fallback, options);
}

/** Every enabled field's error, keyed by name; only failing fields appear. */
export function validateFields(fields: readonly RuleField[], context: ValidateContext): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const error = validateField(field, context);
    if (error !== undefined) errors[field.name] = error;
  }
  return errors;
}
