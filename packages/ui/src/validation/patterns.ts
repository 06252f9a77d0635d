// The §5 pattern families as data: a stable patternId per pattern, the regex source a server may send
// as `acceptedPattern`, and the family it belongs to. A family with alternatives ("letters or digits
// only, and letters and digits combined") has one patternId per alternative.

/** The 15 families of §5, in the spec's order. */
export const patternFamilies = [
  'any',
  'letterFirst',
  'chinese',
  'email',
  'alphanumeric',
  'digits',
  'uppercaseAlphanumeric',
  'englishLetters',
  'noSpaces',
  'date',
  'script',
  'uppercaseLetters',
  'lettersDigitsSymbols',
  'strongPassword',
  'fullName',
] as const;
export type PatternFamily = (typeof patternFamilies)[number];

export interface PatternDefinition {
  /** Stable id: the key of the pattern's message, and what a server sends as `patternId`. */
  id: string;
  family: PatternFamily;
  /** What it accepts, in words (for docs and config tools; user-facing texts are messages). */
  description: string;
  /** Regex source, matched against the whole value (`*` matches anything). */
  source: string;
}

const define = <const Id extends string>(id: Id, family: PatternFamily, description: string, source: string) =>
  ({ id, family, description, source }) satisfies PatternDefinition;

/** Every pattern the kit knows, keyed by patternId. */
export const patternCatalogue = {
  any: define('any', 'any', 'Any characters', '*'),
  letterFirstAlphanumeric: define(
    'letterFirstAlphanumeric',
    'letterFirst',
    'A letter first, then letters and digits',
    '[A-Za-z][A-Za-z0-9]*',
  ),
  chineseDigits: define('chineseDigits', 'chinese', 'Chinese characters and digits', '[\\p{Script=Han}0-9]+'),
  chinesePunctuation: define(
    'chinesePunctuation',
    'chinese',
    'Chinese characters and punctuation',
    '(?=.*\\p{Script=Han})[\\p{Script=Han}\\p{P}]+',
  ),
  email: define('email', 'email', 'An email address', '[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}'),
  alphanumeric: define('alphanumeric', 'alphanumeric', 'Letters or digits only', '[A-Za-z0-9]+'),
  alphanumericMixed: define(
    'alphanumericMixed',
    'alphanumeric',
    'Letters and digits combined (at least one of each)',
    '(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+',
  ),
  digits: define('digits', 'digits', 'Digits only', '[0-9]+'),
  alphanumericUppercase: define(
    'alphanumericUppercase',
    'uppercaseAlphanumeric',
    'Letters and digits with at least one uppercase letter',
    '(?=.*[A-Z])[A-Za-z0-9]+',
  ),
  englishLettersSpaces: define(
    'englishLettersSpaces',
    'englishLetters',
    'English letters and spaces',
    '(?=.*[A-Za-z])[A-Za-z ]+',
  ),
  noSpaces: define('noSpaces', 'noSpaces', 'Anything but spaces', '\\S+'),
  dateYearFirst: define(
    'dateYearFirst',
    'date',
    'A date as yyyy-MM-dd',
    '[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])',
  ),
  dateMonthFirst: define(
    'dateMonthFirst',
    'date',
    'A date as MM-dd-yyyy',
    '(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4}',
  ),
  korean: define('korean', 'script', 'Korean (Hangul) only', '\\p{Script=Hangul}+'),
  thai: define('thai', 'script', 'Thai only', '\\p{Script=Thai}+'),
  thaiEnglishSpaces: define(
    'thaiEnglishSpaces',
    'script',
    'Thai or English letters, with spaces',
    '(?=.*[\\p{Script=Thai}A-Za-z])[\\p{Script=Thai}A-Za-z ]+',
  ),
  uppercaseSpaces: define('uppercaseSpaces', 'uppercaseLetters', 'Uppercase letters and spaces', '(?=.*[A-Z])[A-Z ]+'),
  lettersDigitsSymbols: define(
    'lettersDigitsSymbols',
    'lettersDigitsSymbols',
    'Letters, digits and symbols (printable ASCII, no spaces)',
    '[\\x21-\\x7E]+',
  ),
  strongPassword: define(
    'strongPassword',
    'strongPassword',
    'At least one uppercase letter, one lowercase letter, one digit and one symbol; no spaces',
    '(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9\\s])\\S+',
  ),
  fullName: define(
    'fullName',
    'fullName',
    'First and last name separated by a space',
    "\\p{L}[\\p{L}\\p{M}'.-]*( \\p{L}[\\p{L}\\p{M}'.-]*)+",
  ),
} as const;

export type PatternId = keyof typeof patternCatalogue;

export const patternIds = Object.keys(patternCatalogue) as PatternId[];

export const isPatternId = (id: string): id is PatternId => Object.hasOwn(patternCatalogue, id);
