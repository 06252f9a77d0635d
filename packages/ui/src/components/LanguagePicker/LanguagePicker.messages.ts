/** Texts the LanguagePicker writes itself, English by default; pass translations through its `messages` prop. */
export interface LanguagePickerMessages {
  /** The picker's accessible name (and visible label when `hideLabel` is false). */
  label: string;
}

export const languagePickerMessages: LanguagePickerMessages = {
  label: 'Language',
};
