// One field's rules as a server gives them (§5 "registration field config"), and the check of a value
// against them: required, then length, then pattern. Messages are looked up by patternId.
import type { PatternConfigErrorReporter } from './compilePattern';
import { compilePattern } from './compilePattern';
import { formatRuleMessage } from './messages';
import { isPatternId, patternCatalogue } from './patterns';

export interface FieldRules {
  /** A disabled field is not shown and not checked. Default true. */
  enabled?: boolean;
  required?: boolean;
  /** Regex source for the whole value; `*` matches anything. Missing: the catalogue's pattern for `patternId`. */
  acceptedPattern?: string;
  /** Which message (and, without `acceptedPattern`, which catalogue pattern) applies. */
  patternId?: string;
  /** In characters (code points), inclusive. */
  minLength?: number;
  maxLength?: number;
}

/** Which rule a value broke. */
export type RuleFailure = 'required' | 'length' | 'pattern';

/** Messages keyed by patternId, each with "(min)" and "(max)" placeholders. */
export type PatternMessages = Readonly<Partial<Record<string, string>>>;

export interface CheckOptions {
  /** Told once per pattern source that does not compile. Default: console.error. */
  onConfigError?: PatternConfigErrorReporter;
}

export const isEnabled = (rules: FieldRules) => rules.enabled !== false;

export const lengthOf = (value: string) => [...value].length;

const boundsOf = (rules: FieldRules) => ({ min: rules.minLength ?? 0, max: rules.maxLength ?? Infinity });

/** The pattern source that applies: the server's, else the catalogue's for the patternId. */
export const sourceOf = (rules: FieldRules): string | undefined =>
  rules.acceptedPattern ?? (rules.patternId && isPatternId(rules.patternId) ? patternCatalogue[rules.patternId].source : undefined);

/** The first rule the value fails, or undefined when it passes (a disabled field always passes). */
export function checkValue(value: string, rules: FieldRules, options: CheckOptions = {}): RuleFailure | undefined {
  if (!isEnabled(rules)) return undefined;
  if (value === '') return rules.required ? 'required' : undefined;
  const { min, max } = boundsOf(rules);
  const length = lengthOf(value);
  if (length < min || length > max) return 'length';
  const pattern = compilePattern(sourceOf(rules), options.onConfigError);
  if (pattern && !pattern.test(value)) return 'pattern';
  return undefined;
}

/**
 * The field's message with its bounds filled in: the patternId's message, else `fallback`.
 * Required, length and pattern all use it (§5: "the required rule uses the same message").
 */
export function ruleMessage(rules: FieldRules, messages: PatternMessages, fallback: string): string {
  const { min, max } = boundsOf(rules);
  const template = (rules.patternId !== undefined ? messages[rules.patternId] : undefined) ?? fallback;
  return formatRuleMessage(template, min, max);
}

/** The error to show under the field, or undefined when the value passes. */
export function validateValue(
  value: string,
  rules: FieldRules,
  messages: PatternMessages,
  fallback: string,
  options?: CheckOptions,
): string | undefined {
  return checkValue(value, rules, options) ? ruleMessage(rules, messages, fallback) : undefined;
}

/** §5: a confirmation must equal what it confirms; true when it does. */
export const confirms = (confirmation: string, original: string) => confirmation === original;
