import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import clsx from 'clsx';
import { Slot } from 'radix-ui';
import { useMessages } from '../../provider/context';
import { Icon } from '../Icon/Icon';
import { Spinner } from '../Spinner/Spinner';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Button.css';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger' | 'gold';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
  /** Shows a spinner, keeps the width, ignores clicks and tells assistive technology it is busy. */
  loading?: boolean;
  /** Icon before the label (after it in RTL). */
  icon?: LucideIcon;
  iconEnd?: LucideIcon;
  /** Style the single child instead (e.g. a `<Link>` that looks like a button). */
  asChild?: boolean;
  children?: ReactNode;
}

export const Button = ({
  variant,
  size,
  fullWidth,
  loading = false,
  icon,
  iconEnd,
  asChild,
  className,
  children,
  onClick,
  type = 'button',
  ...props
}: ButtonProps) => {
  const messages = useMessages('button');
  const classes = clsx(styles.button({ variant, size, fullWidth }), className);
  if (asChild) {
    return (
      <Slot.Root {...props} className={classes}>
        {children}
      </Slot.Root>
    );
  }
  const iconSize = size === 'large' ? 'standard' : 'small';
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...props}
      type={type}
      className={classes}
      onClick={handleClick}
      aria-busy={loading || undefined}
      aria-disabled={loading || props['aria-disabled'] || undefined}
      data-loading={loading || undefined}
    >
      <span className={loading ? styles.hiddenContent : styles.content}>
        {icon ? <Icon icon={icon} size={iconSize} /> : null}
        {children}
        {iconEnd ? <Icon icon={iconEnd} size={iconSize} mirrorInRtl /> : null}
      </span>
      {loading ? (
        <span className={styles.spinnerOverlay}>
          <Spinner size="small" decorative />
          <VisuallyHidden>{messages.loading}</VisuallyHidden>
        </span>
      ) : null}
    </button>
  );
};
Button.displayName = 'Button';
