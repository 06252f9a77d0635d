import type { FormEvent } from 'react';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { fill } from '../Badge/fillTemplate';
import { Checkbox } from '../Checkbox/Checkbox';
import { Dialog } from '../Dialog/Dialog';
import { Flag } from '../Flag/Flag';
import type { RegionModalMessages } from './RegionModal.messages';
import { regionModalMessages } from './RegionModal.messages';
import * as styles from './RegionModal.css';

export interface RegionLanguage {
  /** 'EN', 'PT', 'ES', 'BN' */
  code: string;
  /** The language's name in itself: 'Português'. */
  nativeName: string;
}

export interface RegionCountry {
  /** ISO country code: 'BR'. */
  code: string;
  name: string;
  /** 'BRL' */
  currency: string;
  languages: RegionLanguage[];
}

export interface RegionChoice {
  /** The country's code. */
  country: string;
  /** The language's code. */
  language: string;
}

export interface RegionModalProps {
  /** The merchants' countries, each with its languages (spec §1). */
  countries: RegionCountry[];
  /** The stored choice, ticked when the modal opens. */
  value?: RegionChoice;
  /** Confirm: the site stores the merchant and language, clears the session and reloads. */
  onSubmit: (choice: RegionChoice) => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * False when the visitor must choose (no stored country, location unknown): no close button, and
   * Escape or a click outside do not close it. Default true.
   */
  dismissible?: boolean;
  messages?: Partial<RegionModalMessages>;
  /** Portal target; default document.body. */
  container?: HTMLElement | null;
}

interface RegionFormProps {
  countries: RegionCountry[];
  value?: RegionChoice;
  onSubmit: (choice: RegionChoice) => void;
  messages: RegionModalMessages;
}

const sameChoice = (a: RegionChoice | undefined, country: string, language: string) =>
  a?.country === country && a.language === language;

// mounted with the dialog's content, so each opening starts again from the stored choice
const RegionForm = ({ countries, value, onSubmit, messages }: RegionFormProps) => {
  const [choice, setChoice] = useState<RegionChoice | undefined>(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice) onSubmit(choice);
  };
  return (
    <form onSubmit={submit} className={styles.form}>
      <div className={styles.countries}>
        {countries.map((country) => {
          const chosen = choice?.country === country.code;
          return (
            <fieldset
              key={country.code}
              className={styles.country({ chosen })}
              data-chosen={chosen || undefined}
            >
              <legend className={styles.legend}>
                <Flag code={country.code} size="large" decorative className={styles.flag} />
                <span className={styles.countryName}>{country.name}</span>{' '}
                <span className={styles.currency}>
                  {fill(messages.currency, { currency: country.currency })}
                </span>
              </legend>
              <div className={styles.languages}>
                {country.languages.map((language) => (
                  <Checkbox
                    key={language.code}
                    name="region"
                    value={`${country.code}-${language.code}`}
                    label={<span lang={language.code.toLowerCase()}>{language.nativeName}</span>}
                    checked={sameChoice(choice, country.code, language.code)}
                    onCheckedChange={(checked) =>
                      setChoice(
                        checked ? { country: country.code, language: language.code } : undefined,
                      )
                    }
                    className={styles.language}
                  />
                ))}
              </div>
            </fieldset>
          );
        })}
      </div>
      <Dialog.Actions>
        <Button type="submit" disabled={!choice} fullWidth>
          {messages.submit}
        </Button>
      </Dialog.Actions>
    </form>
  );
};

/**
 * The region modal (spec §1, §2): the merchants' countries, each a group of language checkboxes. Ticking a
 * language chooses its country; confirm applies `{ country, language }`.
 */
export const RegionModal = ({
  countries,
  value,
  onSubmit,
  open,
  defaultOpen,
  onOpenChange,
  dismissible = true,
  messages: messagesProp,
  container,
}: RegionModalProps) => {
  const messages = { ...regionModalMessages, ...messagesProp };
  const keepOpen = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Dialog.Content
        size="medium"
        container={container}
        hideCloseButton={!dismissible}
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
        onInteractOutside={keepOpen}
      >
        <Dialog.Title>{messages.title}</Dialog.Title>
        <Dialog.Description>{messages.description}</Dialog.Description>
        <RegionForm countries={countries} value={value} onSubmit={onSubmit} messages={messages} />
      </Dialog.Content>
    </Dialog.Root>
  );
};
RegionModal.displayName = 'RegionModal';
