import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { useMessages } from '../../provider/context';
import type { UiMessages } from '../../provider/messages';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import type { VendorMenuVendor } from '../VendorMenu/VendorMenu';
import type { VendorMenuMessages } from '../VendorMenu/VendorMenu.messages';
import * as styles from './Header.css';

// The drop menus come with the vendor list (after data), not with the first page's script.
const VendorMenu = lazy(() =>
  import('../VendorMenu/VendorMenu').then((m) => ({ default: m.VendorMenu })),
);

export interface HeaderNavItem {
  id: string;
  label: string;
  href: string;
  icon?: LucideIcon;
  /** The page being shown: marked with aria-current="page". */
  current?: boolean;
  /** The category's vendors: the item becomes a hover drop menu of them (spec §2; a grid above 10). */
  vendors?: VendorMenuVendor[];
}

export interface HeaderProps {
  /** Brand logo, usually a Link home. */
  logo: ReactNode;
  /** Top navigation; rendered as links through the provider's linkComponent. */
  navItems?: HeaderNavItem[];
  /** Custom navigation content instead of navItems (e.g. with a vendors drop menu). */
  nav?: ReactNode;
  /**
   * Signed in: the member area, replacing the login/register buttons. Pass a HeaderMemberArea (balance,
   * HeaderActions, avatar menu) so it fits a narrow header: icon-only actions, the balance on a row of its own.
   */
  member?: ReactNode;
  onLogin?: () => void;
  onRegister?: () => void;
  /** Region / currency switch, usually a flag button. */
  regionFlag?: ReactNode;
  /** Extra controls before the member area or auth buttons (e.g. ThemeToggle). */
  actions?: ReactNode;
  /** Before the logo (e.g. a menu button on small screens). */
  startSlot?: ReactNode;
  messages?: Partial<UiMessages['header']>;
  /** Texts of the vendor drop menus. */
  vendorMenuMessages?: Partial<VendorMenuMessages>;
}

export const Header = ({
  logo,
  navItems,
  nav,
  member,
  onLogin,
  onRegister,
  regionFlag,
  actions,
  startSlot,
  messages: messagesProp,
  vendorMenuMessages,
}: HeaderProps) => {
  const messages = useMessages('header', messagesProp);
  const navigation =
    nav ??
    (navItems && navItems.length > 0 ? (
      <ul className={styles.navList}>
        {navItems.map((item) => {
          const link = (
            <Link
              href={item.href}
              underline="none"
              tone="neutral"
              className={styles.navLink}
              aria-current={item.current ? 'page' : undefined}
            >
              {item.icon ? <Icon icon={item.icon} size="small" /> : null}
              {item.label}
            </Link>
          );
          return (
            <li key={item.id}>
              {item.vendors && item.vendors.length > 0 ? (
                <Suspense fallback={link}>
                  <VendorMenu
                    label={item.label}
                    href={item.href}
                    icon={item.icon}
                    current={item.current}
                    vendors={item.vendors}
                    messages={vendorMenuMessages}
                  />
                </Suspense>
              ) : (
                link
              )}
            </li>
          );
        })}
      </ul>
    ) : null);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={styles.start} data-logo-only={!startSlot || undefined}>
          {startSlot}
          <span className={styles.logo}>{logo}</span>
        </div>
        {navigation ? (
          <nav
            aria-label={messages.navigation}
            className={styles.nav}
            // a drop menu's panel must not be clipped by the scrolling row
            data-menus={navItems?.some((item) => item.vendors?.length) || undefined}
          >
            {navigation}
          </nav>
        ) : (
          <div className={styles.spacer} />
        )}
        <div className={styles.end}>
          {regionFlag}
          {actions}
          {member ?? (
            <div className={styles.authButtons}>
              <Button variant="secondary" onClick={onLogin}>
                {messages.login}
              </Button>
              <Button variant="primary" onClick={onRegister}>
                {messages.register}
              </Button>
            </div>
          )}
        </div>
      </div>
    </header>
  );
};
Header.displayName = 'Header';
