import { lazy, Suspense } from 'react';
import type { VendorMenuMessages } from '../VendorMenu/VendorMenu.messages';
import type { HeaderNavItem } from './Header';
import { NavLink, NavRow } from './NavRow';
import * as styles from './Header.css';

// The fitting (measuring, More) comes right after the first paint, like the drop menus.
const FittedNav = lazy(() => import('./FittedNav').then((m) => ({ default: m.FittedNav })));

export interface TopNavProps {
  items: HeaderNavItem[];
  /** The navigation's accessible name. */
  label: string;
  /** The button that holds the items the row has no room for. */
  moreLabel: string;
  vendorMenuMessages?: Partial<VendorMenuMessages>;
}

/**
 * The header's top navigation, always one row (issue 19): the plain row first, clipped where it runs out of
 * room, then the fitted one, with the items that do not fit in More.
 */
export const TopNav = (props: TopNavProps) => (
  <Suspense
    fallback={
      <NavRow label={props.label}>
        {props.items.map((item) => (
          <li key={item.id} className={styles.navCell}>
            <NavLink item={item} />
          </li>
        ))}
      </NavRow>
    }
  >
    <FittedNav {...props} />
  </Suspense>
);
TopNav.displayName = 'TopNav';
