import type { MouseEventHandler } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Button } from '../Button/Button';
import type { ButtonProps } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import * as styles from '../Header/Header.css';

export type HeaderActionProps = {
  /** Shown beside the icon; in a narrow header only the icon shows and this stays the accessible name. */
  label: string;
  icon: LucideIcon;
  variant?: Extract<ButtonProps['variant'], 'primary' | 'secondary' | 'gold'>;
} & (
  | { /** A link, through the provider's linkComponent. */ href: string; onClick?: undefined }
  | { href?: undefined; onClick: MouseEventHandler<HTMLButtonElement> }
);

/**
 * A member's action in the header (deposit, withdraw): a small button, icon-only when the header is narrow. The
 * primary one (deposit) keeps its label longest: the others give their room to the nav first.
 */
export const HeaderAction = ({
  label,
  icon,
  variant = 'primary',
  href,
  onClick,
}: HeaderActionProps) => {
  const minor = variant !== 'primary' || undefined;
  const content = (
    <>
      <Icon icon={icon} size="small" />
      <span className={styles.actionLabel}>{label}</span>
    </>
  );
  return href !== undefined ? (
    <Button asChild size="small" variant={variant} className={styles.action} data-minor={minor}>
      <Link href={href} underline="none">
        {content}
      </Link>
    </Button>
  ) : (
    <Button size="small" variant={variant} className={styles.action} data-minor={minor} onClick={onClick}>
      {content}
    </Button>
  );
};
HeaderAction.displayName = 'HeaderAction';
