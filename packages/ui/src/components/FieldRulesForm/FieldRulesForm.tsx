import type { FormEvent, ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import clsx from 'clsx';
import type { PatternConfigErrorReporter } from '../../validation/compilePattern';
import { isEnabled } from '../../validation/rules';
import { BirthdayField } from '../BirthdayField/BirthdayField';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { FieldError } from '../FieldError/FieldError';
import { PasswordField } from '../PasswordField/PasswordField';
import { TextField } from '../TextField/TextField';
import type { FieldRulesFormMessages } from './FieldRulesForm.messages';
import { mergeFieldRulesFormMessages } from './FieldRulesForm.messages';
import type { FieldValue, FieldValues, RuleField } from './validateFields';
import { validateField, validateFields, valueOf } from './validateFields';
import * as styles from './FieldRulesForm.css';

export type { FieldValue, FieldValues, RuleField, RuleFieldType } from './validateFields';

export type FieldRulesFormMessagesInput = Partial<Omit<FieldRulesFormMessages, 'patterns'>> & {
  patterns?: Partial<Record<string, string>>;
};

export interface FieldRulesFormProps {
  /** The fields in order, with the server's rules; disabled ones are skipped. */
  fields: RuleField[];
  /** Called with the enabled fields' values, only when every rule passes. */
  onSubmit: (values: FieldValues) => void;
  /** Controlled values; with `onValuesChange`. */
  values?: FieldValues;
  defaultValues?: FieldValues;
  onValuesChange?: (values: FieldValues) => void;
  /** Errors from the server, by field name; each shows until that field changes. */
  fieldErrors?: Partial<Record<string, string>>;
  /** A form-level error (network, unknown), announced above the submit button. */
  formError?: ReactNode;
  /** The request is on its way: the submit button spins and ignores clicks. */
  submitting?: boolean;
  submitLabel?: string;
  /**
   * Keep the submit button in view at the bottom of the scrolling dialog or page while the fields above it
   * scroll (a long registration form on a laptop's 800px screen).
   */
  stickySubmit?: boolean;
  /** Between the fields and the submit button (a captcha, a "forgot password" link). */
  children?: ReactNode;
  /** Today, for the birthday rule and picker (inject in tests and stories). */
  today?: Date;
  /** A server pattern that does not compile; default console.error, once per pattern. */
  onConfigError?: PatternConfigErrorReporter;
  messages?: FieldRulesFormMessagesInput;
  /** Accessible name of the form. */
  'aria-label'?: string;
  id?: string;
  className?: string;
}

const textType = (type: RuleField['type']) => (type === 'email' || type === 'tel' ? type : 'text');
const passwordAutoComplete = (value: string | undefined) => (value === 'current-password' ? value : 'new-password');

/**
 * A form built from server field rules (§5): validates on blur and on submit, shows each error under
 * its input, focuses the first invalid field, and submits only valid values.
 */
export const FieldRulesForm = ({
  fields,
  onSubmit,
  values: valuesProp,
  defaultValues,
  onValuesChange,
  fieldErrors,
  formError,
  submitting = false,
  submitLabel,
  stickySubmit = false,
  children,
  today,
  onConfigError,
  messages: messagesProp,
  'aria-label': ariaLabel,
  id: idProp,
  className,
}: FieldRulesFormProps) => {
  const messages = mergeFieldRulesFormMessages(messagesProp);
  const generated = useId();
  const id = idProp ?? generated;
  const [now] = useState(() => new Date());
  const reference = today ?? now;
  const enabled = fields.filter((field) => isEnabled(field.rules));

  const [ownValues, setOwnValues] = useState<FieldValues>(() => ({ ...defaultValues }));
  const values = valuesProp ?? ownValues;
  // errors show once a field is left or the form submitted, then follow the value as it changes
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  // server errors hide, field by field, once the player edits that field
  const [edited, setEdited] = useState<{ source: FieldRulesFormProps['fieldErrors']; names: Set<string> }>({
    source: fieldErrors,
    names: new Set(),
  });
  if (edited.source !== fieldErrors) setEdited({ source: fieldErrors, names: new Set() });

  const controls = useRef(new Map<string, HTMLElement>());
  const register = (name: string) => (element: HTMLElement | null) => {
    if (element) controls.current.set(name, element);
    else controls.current.delete(name);
  };

  const context = (nextValues: FieldValues) => ({ values: nextValues, messages, today: reference, options: { onConfigError } });

  const serverError = (name: string) => (edited.names.has(name) ? undefined : fieldErrors?.[name]);

  // new server errors: take the player to the first one
  useEffect(() => {
    if (!fieldErrors) return;
    const first = fields.find((field) => isEnabled(field.rules) && fieldErrors[field.name]);
    if (first) controls.current.get(first.name)?.focus();
  }, [fieldErrors]); // eslint-disable-line react-hooks/exhaustive-deps -- only when the server answers

  const setValue = (field: RuleField, value: FieldValue) => {
    const next = { ...values, [field.name]: value };
    if (valuesProp === undefined) setOwnValues(next);
    onValuesChange?.(next);
    if (fieldErrors?.[field.name] && !edited.names.has(field.name)) {
      setEdited({ source: fieldErrors, names: new Set(edited.names).add(field.name) });
    }
    // re-check what already shows an error: this field, and any confirmation of it
    const dependants = enabled.filter((other) => other.name === field.name || other.confirms === field.name);
    const showing = dependants.filter((other) => errors[other.name] !== undefined || (other === field && field.type === 'checkbox'));
    if (showing.length > 0) {
      setErrors((current) => {
        const updated = { ...current };
        for (const other of showing) updated[other.name] = validateField(other, context(next));
        return updated;
      });
    }
  };

  const handleBlur = (field: RuleField) => {
    const error = validateField(field, context(values));
    setErrors((current) => ({ ...current, [field.name]: error }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateFields(enabled, context(values));
    setErrors(found);
    const firstInvalid = enabled.find((field) => found[field.name] !== undefined);
    if (firstInvalid) {
      controls.current.get(firstInvalid.name)?.focus();
      return;
    }
    onSubmit(Object.fromEntries(enabled.map((field) => [field.name, valueOf(field, values)])));
  };

  const renderField = (field: RuleField) => {
    const error = errors[field.name] ?? serverError(field.name);
    const fieldId = `${id}-${field.name}`;
    const required = Boolean(field.rules.required);
    const value = valueOf(field, values);
    const text = typeof value === 'string' ? value : '';
    switch (field.type) {
      case 'checkbox':
        return (
          <Checkbox
            id={fieldId}
            ref={register(field.name)}
            name={field.name}
            label={field.labelContent ?? field.label}
            description={field.hint}
            required={required}
            error={error}
            checked={value === true}
            onCheckedChange={(checked) => setValue(field, checked)}
          />
        );
      case 'password':
        return (
          <PasswordField
            id={fieldId}
            ref={register(field.name)}
            name={field.name}
            label={field.label}
            hint={field.hint}
            placeholder={field.placeholder}
            required={required}
            error={error}
            autoComplete={passwordAutoComplete(field.autoComplete)}
            value={text}
            onChange={(event) => setValue(field, event.target.value)}
            onBlur={() => handleBlur(field)}
          />
        );
      case 'date':
        return (
          <BirthdayField
            id={fieldId}
            ref={register(field.name)}
            name={field.name}
            label={field.label}
            hint={field.hint}
            required={required}
            error={error}
            validate={false}
            minAge={field.minAge}
            today={reference}
            autoComplete={field.autoComplete}
            value={text}
            onValueChange={(next) => setValue(field, next)}
            onBlur={() => handleBlur(field)}
          />
        );
      default:
        return (
          <TextField
            id={fieldId}
            ref={register(field.name)}
            name={field.name}
            type={textType(field.type)}
            inputMode={field.type === 'tel' ? 'tel' : undefined}
            label={field.label}
            hint={field.hint}
            placeholder={field.placeholder}
            required={required}
            error={error}
            autoComplete={field.autoComplete}
            endSlot={field.endSlot}
            value={text}
            onChange={(event) => setValue(field, event.target.value)}
            onBlur={() => handleBlur(field)}
          />
        );
    }
  };

  return (
    <form id={id} noValidate aria-label={ariaLabel} onSubmit={handleSubmit} className={clsx(styles.form, className)}>
      {enabled.map((field) => (
        <div key={field.name} className={field.type === 'checkbox' ? styles.checkboxRow : undefined}>
          {renderField(field)}
        </div>
      ))}
      {children}
      {formError ? (
        <FieldError id={`${id}-form-error`} variant="summary" role="alert">
          {formError}
        </FieldError>
      ) : null}
      <div className={styles.submit({ sticky: stickySubmit })}>
        <Button type="submit" variant="primary" size="large" fullWidth loading={submitting}>
          {submitLabel ?? messages.submit}
        </Button>
      </div>
    </form>
  );
};
FieldRulesForm.displayName = 'FieldRulesForm';

