import type { ReactNode, Ref } from 'react';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import type { HeaderNavItem } from './Header';
import * as styles from './Header.css';

/** A nav item as a plain link: the row's (before the drop menus load) and More's. */
export const NavLink = ({ item, className = styles.navLink, onClick }: { item: HeaderNavItem; className?: string; onClick?: () => void }) => (
  <Link
    href={item.href}
    underline="none"
    tone="neutral"
    className={className}
    aria-current={item.current ? 'page' : undefined}
    onClick={onClick}
  >
    {item.icon ? <Icon icon={item.icon} size="small" /> : null}
    {item.label}
  </Link>
);

export interface NavRowProps {
  /** The navigation's accessible name. */
  label: string;
  navRef?: Ref<HTMLElement>;
  listRef?: Ref<HTMLUListElement>;
  /** Too narrow for a useful row: out of sight and out of the accessibility tree, still measured. */
  yielded?: boolean;
  /** Drop menus open out of the row, so it must not clip them. */
  menus?: boolean;
  /** The row's cells (`li`, class `navCell`). */
  children: ReactNode;
}

/** The top nav's landmark and its one row (TopNav fills it). */
export const NavRow = ({ label, navRef, listRef, yielded, menus, children }: NavRowProps) => (
  <nav ref={navRef} aria-label={label} aria-hidden={yielded || undefined} className={styles.nav} data-menus={menus || undefined}>
    <ul ref={listRef} className={styles.navList} data-yielded={yielded || undefined}>
      {children}
    </ul>
  </nav>
);
