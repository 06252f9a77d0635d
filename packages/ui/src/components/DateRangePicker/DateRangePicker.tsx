import type { ChangeEvent } from 'react';
import { useEffect, useId, useRef } from 'react';
import clsx from 'clsx';
import { Field } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import type { DateRangePickerMessages } from './DateRangePicker.messages';
import { dateRangePickerMessages } from './DateRangePicker.messages';
import type { DateRange, DateRangePreset } from './dateRange';
import {
  dateRangeError,
  dateRangePresets,
  localIsoDate,
  matchingPreset,
  presetRange,
} from './dateRange';
import * as styles from './DateRangePicker.css';

export interface DateRangePickerProps {
  /** Both ends as `yyyy-MM-dd`; an empty string is an end not chosen yet. */
  value: DateRange;
  /** Called on every change, valid or not; the picker shows the error (check with `dateRangeError`). */
  onChange: (value: DateRange) => void;
  /** Today as `yyyy-MM-dd`, for the presets. Default: the user's local date. Fix it in tests and stories. */
  today?: string;
  /** The group's legend. Default `messages.label`. */
  label?: string;
  /** Which presets to offer, in order. Default all four of spec §9; `[]` for none. */
  presets?: readonly DateRangePreset[];
  /** Earliest and latest selectable dates, `yyyy-MM-dd`. */
  min?: string;
  max?: string;
  disabled?: boolean;
  /** An error from outside (e.g. the server), shown when the range itself is fine. */
  error?: string;
  messages?: Partial<DateRangePickerMessages>;
  className?: string;
}

/**
 * Start and end dates for a report or record search, as native date inputs (the platform's own
 * accessible calendar on every phone) plus preset ranges. Checks that the start is not after the end.
 */
export const DateRangePicker = ({
  value,
  onChange,
  today: todayProp,
  label,
  presets = dateRangePresets,
  min,
  max,
  disabled,
  error: errorProp,
  messages: messagesProp,
  className,
}: DateRangePickerProps) => {
  const messages = { ...dateRangePickerMessages, ...messagesProp };
  const id = useId();
  const today = todayProp ?? localIsoDate();
  const pressed = matchingPreset(value, today, presets);
  const problem = dateRangeError(value);
  const error = problem ? messages[problem] : errorProp;
  const toId = `${id}-to`;

  // The range last reported or received. Both ends are typed against it, not against `value`: a parent that
  // re-renders later (a router updating the URL in a transition) would otherwise get the first end undone by the
  // second when both are typed before it has (seen on a loaded machine).
  const latest = useRef(value);
  useEffect(() => {
    latest.current = { from: value.from, to: value.to };
  }, [value.from, value.to]);
  const report = (next: DateRange) => {
    latest.current = next;
    onChange(next);
  };
  const change = (end: keyof DateRange) => (event: ChangeEvent<HTMLInputElement>) =>
    report({ ...latest.current, [end]: event.target.value });

  return (
    <fieldset className={clsx(styles.fieldset, className)} disabled={disabled}>
      <legend className={styles.legend}>{label ?? messages.label}</legend>
      {presets.length > 0 ? (
        <div role="group" aria-label={messages.presets} className={styles.presets}>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className={styles.preset}
              aria-pressed={pressed === preset}
              onClick={() => report(presetRange(preset, today))}
            >
              {messages[preset]}
            </button>
          ))}
        </div>
      ) : null}
      <div className={styles.inputs}>
        <Field label={messages.from} id={`${id}-from`} disabled={disabled}>
          {(control) => (
            <input
              {...control}
              // the range error sits under "To" but concerns both ends
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${toId}-error` : undefined}
              type="date"
              value={value.from}
              min={min}
              max={value.to && (!max || value.to < max) ? value.to : max}
              onChange={change('from')}
              className={clsx(fieldStyles.input, styles.dateInput)}
            />
          )}
        </Field>
        <Field label={messages.to} id={toId} disabled={disabled} error={error}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={value.to}
              min={value.from && (!min || value.from > min) ? value.from : min}
              max={max}
              onChange={change('to')}
              className={clsx(fieldStyles.input, styles.dateInput)}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
};
DateRangePicker.displayName = 'DateRangePicker';
