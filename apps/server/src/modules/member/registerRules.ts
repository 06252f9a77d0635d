// The registration rules (spec §5) as data, and a pure check of a registration against them. A text
// field's rule has the shape of the spec's server-provided "registration field config" (§3: required,
// acceptedPattern, minLength, maxLength), so per-merchant settings can later replace the defaults.
import type { FieldError, FieldErrors } from '../../http/envelope';

export interface TextFieldRule {
  required: boolean;
  /** Characters (code points), inclusive. */
  minLength: number;
  maxLength: number;
  /** Tested against the whole value. */
  pattern: RegExp;
}

export interface RegisterRules {
  username: TextFieldRule;
  password: TextFieldRule;
}

/** The defaults the server enforces and the UI shows. */
export const DEFAULT_REGISTER_RULES: RegisterRules = {
  // §5 pattern family "letter first, then letters and digits".
  username: { required: true, minLength: 4, maxLength: 16, pattern: /^[A-Za-z][A-Za-z0-9]*$/ },
  // At least one letter and one digit, no spaces; anything else (symbols, accents) is allowed.
  password: {
    required: true,
    minLength: 6,
    maxLength: 20,
    pattern: /^(?=.*[A-Za-z])(?=.*[0-9])\S*$/u,
  },
};

/** What the rules look at; the username already trimmed. */
export interface RegistrationForm {
  username: string;
  password: string;
  confirmPassword: string;
  termsAccepted: boolean;
}

const lengthOf = (value: string): number => [...value].length;

/** The first rule `value` fails: required, then length, then pattern; undefined when it passes. */
export function checkText(value: string, rule: TextFieldRule): FieldError | undefined {
  if (value === '') return rule.required ? { rule: 'required' } : undefined;
  // Both carry the bounds: the §5 pattern messages say "(min) - (max) characters" too.
  const bounds = { min: rule.minLength, max: rule.maxLength };
  const length = lengthOf(value);
  if (length < rule.minLength || length > rule.maxLength) return { rule: 'length', ...bounds };
  if (!rule.pattern.test(value)) return { rule: 'pattern', ...bounds };
  return undefined;
}

/** Each failing field with its first failed rule, keyed as in the request body; {} when all pass. */
export function checkRegistration(
  form: RegistrationForm,
  rules: RegisterRules = DEFAULT_REGISTER_RULES,
): FieldErrors {
  const errors: FieldErrors = {
    username: checkText(form.username, rules.username),
    password: checkText(form.password, rules.password),
    confirmPassword:
      form.confirmPassword === ''
        ? { rule: 'required' }
        : form.confirmPassword !== form.password
          ? { rule: 'mismatch' }
          : undefined,
    termsAccepted: form.termsAccepted ? undefined : { rule: 'terms' },
  };
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== undefined));
}

export const hasFieldErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;
