import type { ReactNode } from 'react';
import { useId } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Check, ChevronDown } from 'lucide-react';
import clsx from 'clsx';
import { Label, Select as RadixSelect } from 'radix-ui';
import { ThemeScope } from '../../provider/ThemeScope';
import * as fieldStyles from '../Field/Field.css';
import { FieldError } from '../FieldError/FieldError';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Select.css';

export interface SelectOption {
  /** Non-empty and unique within the list. */
  value: string;
  /** What the list and the trigger show; typeahead matches it. */
  label: string;
  /** A second, quieter line in the list (not in the trigger); read after the label. */
  description?: string;
  disabled?: boolean;
  /** Language of the label, when it differs from the page's (e.g. a language's native name). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

export interface SelectProps {
  /** The select's accessible name; shown above it unless `hideLabel`. */
  label: string;
  /** Keep the label for assistive technology only (the trigger must then explain itself, e.g. with an icon). */
  hideLabel?: boolean;
  options: SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** Help under the select, read after the label. */
  hint?: ReactNode;
  /** Error under the select; marks it invalid and is read with it. */
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** Form field name: the value is submitted with a surrounding <form>. */
  name?: string;
  /** Icon at the start of the trigger. */
  icon?: LucideIcon;
  /** `large` lines up with text fields (default); `medium` fits a header or toolbar. */
  size?: 'medium' | 'large';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  id?: string;
  className?: string;
}

/** A labelled single choice from a list (Radix Select): keyboard, typeahead and screen readers work. */
export const Select = ({
  label,
  hideLabel = false,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  hint,
  error,
  disabled,
  required,
  name,
  icon,
  size,
  open,
  defaultOpen,
  onOpenChange,
  id: idProp,
  className,
}: SelectProps) => {
  const generated = useId();
  const id = idProp ?? generated;
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  const labelElement = (
    <Label.Root id={labelId} htmlFor={id} className={fieldStyles.label}>
      {label}
      {required ? (
        <span aria-hidden="true" className={fieldStyles.requiredMark}>
          *
        </span>
      ) : null}
    </Label.Root>
  );

  return (
    <div className={clsx(styles.field, className)}>
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      <RadixSelect.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        open={open}
        defaultOpen={defaultOpen}
        onOpenChange={onOpenChange}
        disabled={disabled}
        required={required}
        name={name}
      >
        <RadixSelect.Trigger
          id={id}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          className={styles.trigger({ size, invalid: Boolean(error) })}
        >
          {icon ? (
            <span className={styles.startIcon}>
              <Icon icon={icon} size="small" />
            </span>
          ) : null}
          {/* Radix drops a className on Value, so the wrapper takes the room and the ellipsis */}
          <span className={styles.value}>
            <RadixSelect.Value placeholder={placeholder} />
          </span>
          <RadixSelect.Icon className={styles.chevron}>
            <Icon icon={ChevronDown} size="small" />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <ThemeScope>
            <RadixSelect.Content
              position="popper"
              sideOffset={6}
              collisionPadding={8}
              aria-labelledby={labelId}
              className={styles.content}
            >
              <RadixSelect.Viewport className={styles.viewport}>
                {options.map((option, index) => {
                  // the option's name is its label then its description, so all its visible text is in its name
                  const labelId = `${id}-option-${index}`;
                  const descriptionId = option.description ? `${labelId}-description` : undefined;
                  return (
                    <RadixSelect.Item
                      key={option.value}
                      value={option.value}
                      disabled={option.disabled}
                      textValue={option.label}
                      aria-labelledby={descriptionId ? `${labelId} ${descriptionId}` : labelId}
                      className={styles.item}
                    >
                      <span className={styles.itemBody}>
                        <RadixSelect.ItemText id={labelId}>
                          <span lang={option.lang} dir={option.dir}>
                            {option.label}
                          </span>
                        </RadixSelect.ItemText>
                        {option.description ? (
                          <>
                            {/* a space, so the label and description read as two words (it takes no room in the flex column) */}{' '}
                            <span id={descriptionId} className={styles.description}>
                              {option.description}
                            </span>
                          </>
                        ) : null}
                      </span>
                      <RadixSelect.ItemIndicator className={styles.indicator}>
                        <Icon icon={Check} size="small" />
                      </RadixSelect.ItemIndicator>
                    </RadixSelect.Item>
                  );
                })}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </ThemeScope>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      {errorId ? <FieldError id={errorId}>{error}</FieldError> : null}
      {hint ? (
        <div id={hintId} className={fieldStyles.hint}>
          {hint}
        </div>
      ) : null}
    </div>
  );
};
Select.displayName = 'Select';
