import clsx from 'clsx';
import { Avatar as RadixAvatar } from 'radix-ui';
import { initials } from '../MemberMenu/initials';
import * as styles from './Avatar.css';

export interface AvatarProps {
  /** Whose avatar: the accessible name, and the source of the initials. */
  name: string;
  /** Picture URL; the initials show while it loads and if it fails. */
  src?: string;
  size?: 'small' | 'medium' | 'large';
  shape?: 'circle' | 'square';
  /** Hide from assistive technology when the name is written next to it. */
  decorative?: boolean;
  /** Milliseconds to wait before showing initials, so a fast image does not flash them. Default 300. */
  fallbackDelay?: number;
  className?: string;
}

/** A member's picture, falling back to their initials on the brand accent. */
export const Avatar = ({ name, src, size, shape, decorative = false, fallbackDelay = 300, className }: AvatarProps) => {
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': name };
  return (
    <RadixAvatar.Root {...a11y} className={clsx(styles.avatar({ size, shape }), className)}>
      {src ? <RadixAvatar.Image className={styles.image} src={src} alt="" /> : null}
      <RadixAvatar.Fallback
        className={styles.fallback}
        data-initials={initials(name)}
        delayMs={src ? fallbackDelay : undefined}
        aria-hidden="true"
      />
    </RadixAvatar.Root>
  );
};
Avatar.displayName = 'Avatar';
