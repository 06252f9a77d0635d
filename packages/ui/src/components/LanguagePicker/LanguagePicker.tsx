import { useMemo } from 'react';
import { Globe } from 'lucide-react';
import clsx from 'clsx';
import type { SelectOption } from '../Select/Select';
import { Select } from '../Select/Select';
import type { LanguagePickerMessages } from './LanguagePicker.messages';
import { languagePickerMessages } from './LanguagePicker.messages';
import * as styles from './LanguagePicker.css';

export interface LanguagePickerLanguage {
  /** BCP 47 code, e.g. `pt-BR`, `bn`. */
  code: string;
  /** The language's name in itself ("Português"), which is what the picker shows. */
  nativeName: string;
  /** Its English name ("Portuguese"), shown under the native name in the list. */
  englishName?: string;
  dir?: 'ltr' | 'rtl';
}

export interface LanguagePickerProps {
  languages: LanguagePickerLanguage[];
  /** The current language's code. */
  value: string;
  onChange: (code: string) => void;
  /** Accessible name; default `messages.label` ('Language'). */
  label?: string;
  /** Keep the label for assistive technology only and show a globe in the trigger. Default true. */
  hideLabel?: boolean;
  /** Default `medium` (header); `large` lines up with form fields. */
  size?: 'medium' | 'large';
  disabled?: boolean;
  messages?: Partial<LanguagePickerMessages>;
  id?: string;
  className?: string;
}

/** Chooses the site language; each language is shown by its own name, marked with its `lang`. */
export const LanguagePicker = ({
  languages,
  value,
  onChange,
  label,
  hideLabel = true,
  size = 'medium',
  disabled,
  messages: messagesProp,
  id,
  className,
}: LanguagePickerProps) => {
  const messages = { ...languagePickerMessages, ...messagesProp };
  const options = useMemo<SelectOption[]>(
    () =>
      languages.map((language) => ({
        value: language.code,
        label: language.nativeName,
        description:
          language.englishName && language.englishName !== language.nativeName ? language.englishName : undefined,
        lang: language.code,
        dir: language.dir,
      })),
    [languages],
  );
  return (
    <Select
      label={label ?? messages.label}
      hideLabel={hideLabel}
      icon={hideLabel ? Globe : undefined}
      options={options}
      value={value}
      onValueChange={onChange}
      size={size}
      disabled={disabled}
      id={id}
      className={clsx(hideLabel && styles.picker, className)}
    />
  );
};
LanguagePicker.displayName = 'LanguagePicker';
