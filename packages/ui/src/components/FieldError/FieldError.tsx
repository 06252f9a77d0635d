import type { ComponentPropsWithRef, ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import clsx from 'clsx';
import { Icon } from '../Icon/Icon';
import * as styles from './FieldError.css';

export interface FieldErrorProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The id the input names in its aria-describedby. */
  id: string;
  /** The error; nothing renders without it. */
  children?: ReactNode;
  /** `summary`: a form-level error above the submit button (give it role="alert" when it appears after an action). */
  variant?: 'field' | 'summary';
}

/**
 * The error under an input. It has no role of its own: the input's aria-invalid and aria-describedby
 * carry it, so it is read with the input instead of interrupting.
 */
export const FieldError = ({ id, children, variant = 'field', className, ...props }: FieldErrorProps) => {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <div {...props} id={id} className={clsx(styles.fieldError({ variant }), className)}>
      <Icon icon={CircleAlert} size="small" className={styles.icon} />
      <span>{children}</span>
    </div>
  );
};
FieldError.displayName = 'FieldError';
