import type { ReactNode } from 'react';
import { useId } from 'react';
import clsx from 'clsx';
import { Label, Switch as RadixSwitch } from 'radix-ui';
import * as styles from './Switch.css';

export interface SwitchProps {
  /** The switch's name, beside it. */
  label: ReactNode;
  /** A quieter line under the label, read as the description. */
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  /** `start`: the switch before the label; default after it, at the row's end (a settings row). */
  switchPosition?: 'start' | 'end';
  name?: string;
  value?: string;
  id?: string;
  className?: string;
}

/** An on/off setting that applies at once (Radix Switch), e.g. remember password, hide balance. */
export const Switch = ({
  label,
  description,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled,
  switchPosition = 'end',
  name,
  value,
  id: idProp,
  className,
}: SwitchProps) => {
  const generated = useId();
  const id = idProp ?? generated;
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={clsx(styles.row({ switchPosition }), className)}>
      <div className={styles.text}>
        <Label.Root htmlFor={id} className={styles.label({ disabled: Boolean(disabled) })}>
          {label}
        </Label.Root>
        {description ? (
          <div id={descriptionId} className={styles.description}>
            {description}
          </div>
        ) : null}
      </div>
      <RadixSwitch.Root
        id={id}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        name={name}
        value={value}
        aria-describedby={descriptionId}
        className={styles.track}
      >
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
    </div>
  );
};
Switch.displayName = 'Switch';
