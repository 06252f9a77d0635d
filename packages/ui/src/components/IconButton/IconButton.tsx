import type { ComponentPropsWithRef, MouseEvent } from 'react';
import type { LucideIcon } from 'lucide-react';
import clsx from 'clsx';
import { Icon } from '../Icon/Icon';
import * as styles from './IconButton.css';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** The accessible name: required, since the button shows no text. */
  label: string;
  icon: LucideIcon;
  variant?: 'ghost' | 'secondary' | 'primary';
  size?: 'small' | 'medium' | 'large';
  round?: boolean;
  /** Ignores clicks and marks the button busy, keeping it focusable. */
  busy?: boolean;
  /** Spin the icon (e.g. refresh in progress). */
  spinIcon?: boolean;
  mirrorInRtl?: boolean;
}

export const IconButton = ({
  label,
  icon,
  variant,
  size,
  round,
  busy,
  spinIcon,
  mirrorInRtl,
  className,
  onClick,
  type = 'button',
  ...props
}: IconButtonProps) => {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) return;
    onClick?.(event);
  };
  return (
    <button
      {...props}
      type={type}
      aria-label={label}
      aria-busy={busy || undefined}
      aria-disabled={busy || props['aria-disabled'] || undefined}
      className={clsx(styles.iconButton({ variant, size, round }), className)}
      onClick={handleClick}
    >
      <Icon
        icon={icon}
        size={size === 'small' ? 'small' : 'standard'}
        mirrorInRtl={mirrorInRtl}
        className={spinIcon ? styles.spinning : undefined}
      />
    </button>
  );
};
IconButton.displayName = 'IconButton';
