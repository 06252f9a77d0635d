import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Separator } from 'radix-ui';
import * as styles from './Divider.css';

export interface DividerProps {
  orientation?: 'horizontal' | 'vertical';
  /** Use the stronger border colour. */
  strong?: boolean;
  /**
   * Text in the middle of a horizontal line ("or"). It is read as text; the lines are decoration.
   */
  label?: ReactNode;
  /**
   * Purely visual (default): hidden from assistive technology. Set false when it separates
   * sections that a screen-reader user should hear as separate.
   */
  decorative?: boolean;
  className?: string;
}

/** A hairline between content, horizontal or vertical. */
export const Divider = ({ orientation = 'horizontal', strong = false, label, decorative = true, className }: DividerProps) => {
  if (label !== undefined && orientation === 'horizontal') {
    const line = clsx(styles.line, strong && styles.strongLine);
    return (
      <div className={clsx(styles.labelled, className)}>
        <span className={line} aria-hidden="true" />
        <span>{label}</span>
        <span className={line} aria-hidden="true" />
      </div>
    );
  }
  return (
    <Separator.Root
      orientation={orientation}
      decorative={decorative}
      className={clsx(styles.divider({ orientation, strong }), className)}
    />
  );
};
Divider.displayName = 'Divider';
