export { patternCatalogue, patternFamilies, patternIds, isPatternId } from './patterns';
export type { PatternDefinition, PatternFamily, PatternId } from './patterns';
export { compilePattern, MATCH_ANYTHING } from './compilePattern';
export type { PatternConfigError, PatternConfigErrorReporter } from './compilePattern';
export { formatRuleMessage } from './messages';
export { checkValue, ruleMessage, validateValue, confirms, isEnabled, lengthOf, sourceOf } from './rules';
export type { FieldRules, RuleFailure, PatternMessages, CheckOptions } from './rules';
export {
  DEFAULT_MIN_AGE,
  birthYear,
  ageByYearDifference,
  checkBirthday,
  birthdayPickerMax,
  toIsoDate,
} from './birthday';
export type { BirthdayFailure } from './birthday';
