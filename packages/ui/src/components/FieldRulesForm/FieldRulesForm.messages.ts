import type { PatternId } from '../../validation/patterns';

/** Texts the FieldRulesForm writes itself, English by default; pass translations through its `messages` prop. */
export interface FieldRulesFormMessages {
  /**
   * One message per patternId, with "(min)" and "(max)" for the length bounds (one number when they
   * are equal). It is shown for an empty required field, a wrong length and a wrong pattern alike (§5).
   * A server's own patternIds can be added here.
   */
  patterns: Record<PatternId, string> & Partial<Record<string, string>>;
  /** For a field whose patternId has no message (or that has none). */
  fallback: string;
  /** A required checkbox left unticked (the registration terms; §4 "not empty?"). */
  mustAccept: string;
  /** A confirmation that differs from what it confirms (§5 "Incorrect confirmation input", "inconsistent twice"). */
  mismatch: string;
  /** A birthday under the minimum age; "(age)" is replaced. */
  tooYoung: string;
  invalidDate: string;
  submit: string;
}

export const fieldRulesFormMessages: FieldRulesFormMessages = {
  patterns: {
    any: 'Enter (min) - (max) characters',
    letterFirstAlphanumeric: 'Start with a letter, then use letters or digits: (min) - (max) characters',
    chineseDigits: 'Use Chinese characters and digits: (min) - (max) characters',
    chinesePunctuation: 'Use Chinese characters and punctuation: (min) - (max) characters',
    email: 'Enter a valid email address of (min) - (max) characters',
    alphanumeric: 'Use letters or digits only: (min) - (max) characters',
    alphanumericMixed: 'Use both letters and digits: (min) - (max) characters',
    digits: 'Enter (min) - (max) digits',
    alphanumericUppercase: 'Use letters and digits with at least one uppercase letter: (min) - (max) characters',
    englishLettersSpaces: 'Use English letters and spaces: (min) - (max) characters',
    noSpaces: 'Use (min) - (max) characters without spaces',
    dateYearFirst: 'Enter a date as yyyy-MM-dd',
    dateMonthFirst: 'Enter a date as MM-dd-yyyy',
    korean: 'Use Korean characters only: (min) - (max) characters',
    thai: 'Use Thai characters only: (min) - (max) characters',
    thaiEnglishSpaces: 'Use Thai or English letters and spaces: (min) - (max) characters',
    uppercaseSpaces: 'Use uppercase letters and spaces: (min) - (max) characters',
    lettersDigitsSymbols: 'Use letters, digits and symbols without spaces: (min) - (max) characters',
    strongPassword:
      'Use (min) - (max) characters with an uppercase letter, a lowercase letter, a digit and a symbol',
    fullName: 'Enter your first and last name separated by a space: (min) - (max) characters',
  },
  fallback: 'Input cannot be empty',
  mustAccept: 'Please accept to continue',
  mismatch: 'Incorrect confirmation input: the two entries are different',
  tooYoung: 'You must be at least (age) years old to register',
  invalidDate: 'Enter a valid date',
  submit: 'Submit',
};

/** Defaults overridden by `input`; pattern messages are merged one by one. */
export const mergeFieldRulesFormMessages = (
  input: Partial<Omit<FieldRulesFormMessages, 'patterns'>> & { patterns?: Partial<Record<string, string>> } = {},
): FieldRulesFormMessages => ({
  ...fieldRulesFormMessages,
  ...input,
  patterns: { ...fieldRulesFormMessages.patterns, ...input.patterns },
});
