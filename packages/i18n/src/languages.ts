/** The UI languages of spec §9: those with a message set translate fully, the rest fall back to English. */
export interface Language {
  /** BCP 47 language code used in the UI and in Accept-Language. */
  code: string;
  /** The language's own name for itself, shown in pickers. */
  nativeName: string;
  /** English name, for search and for screen readers in English. */
  englishName: string;
  dir: 'ltr' | 'rtl';
}

const ltr = (code: string, nativeName: string, englishName: string): Language => ({ code, nativeName, englishName, dir: 'ltr' });
const rtl = (code: string, nativeName: string, englishName: string): Language => ({ code, nativeName, englishName, dir: 'rtl' });

export const languages: readonly Language[] = [
  ltr('en', 'English', 'English'),
  ltr('pt', 'Português', 'Portuguese'),
  ltr('es', 'Español', 'Spanish'),
  ltr('bn', 'বাংলা', 'Bengali'),
  ltr('zh', '中文', 'Chinese'),
  ltr('ja', '日本語', 'Japanese'),
  ltr('ko', '한국어', 'Korean'),
  ltr('th', 'ไทย', 'Thai'),
  ltr('vi', 'Tiếng Việt', 'Vietnamese'),
  ltr('hi', 'हिन्दी', 'Hindi'),
  ltr('id', 'Bahasa Indonesia', 'Indonesian'),
  ltr('ms', 'Bahasa Melayu', 'Malay'),
  ltr('fil', 'Filipino', 'Filipino'),
  ltr('tr', 'Türkçe', 'Turkish'),
  rtl('ar', 'العربية', 'Arabic'),
  rtl('fa', 'فارسی', 'Persian'),
  rtl('he', 'עברית', 'Hebrew'),
  rtl('ur', 'اردو', 'Urdu'),
  ltr('ru', 'Русский', 'Russian'),
  ltr('uk', 'Українська', 'Ukrainian'),
  ltr('fr', 'Français', 'French'),
  ltr('de', 'Deutsch', 'German'),
  ltr('it', 'Italiano', 'Italian'),
  ltr('nl', 'Nederlands', 'Dutch'),
  ltr('pl', 'Polski', 'Polish'),
  ltr('ro', 'Română', 'Romanian'),
  ltr('cs', 'Čeština', 'Czech'),
  ltr('hu', 'Magyar', 'Hungarian'),
  ltr('el', 'Ελληνικά', 'Greek'),
  ltr('sv', 'Svenska', 'Swedish'),
  ltr('da', 'Dansk', 'Danish'),
  ltr('fi', 'Suomi', 'Finnish'),
  ltr('nb', 'Norsk bokmål', 'Norwegian'),
  ltr('ta', 'தமிழ்', 'Tamil'),
  ltr('te', 'తెలుగు', 'Telugu'),
  ltr('km', 'ខ្មែរ', 'Khmer'),
  ltr('my', 'မြန်မာ', 'Burmese'),
  ltr('sw', 'Kiswahili', 'Swahili'),
];

export const defaultLanguage = 'en';

export function findLanguage(code: string | null | undefined): Language | undefined {
  if (!code) return undefined;
  const base = code.toLowerCase().split('-')[0];
  return languages.find((l) => l.code === code.toLowerCase()) ?? languages.find((l) => l.code === base);
}

/** Direction of a language, for `<html dir>`; unknown codes are left-to-right. */
export function directionOf(code: string): 'ltr' | 'rtl' {
  return findLanguage(code)?.dir ?? 'ltr';
}

/** Locale for number and date formatting: the language as spoken in the merchant's country ('bn-BD'). */
export function localeFor(language: string, country: string): string {
  return `${findLanguage(language)?.code ?? defaultLanguage}-${country.toUpperCase()}`;
}
