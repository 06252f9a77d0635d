import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { useMessages } from '../../provider/context';
import type { UiMessages } from '../../provider/messages';
import { Button } from '../Button/Button';
import type { VendorMenuVendor } from '../VendorMenu/VendorMenu';
import type { VendorMenuMessages } from '../VendorMenu/VendorMenu.messages';
import { TopNav } from './TopNav';
import * as styles from './Header.css';

export interface HeaderNavItem {
  id: string;
  label: string;
  href: string;
  icon?: LucideIcon;
  /** The page being shown: marked with aria-current="page". */
  current?: boolean;
  /** The category's vendors: the item becomes a hover drop menu of them (spec §2; a grid above 10). */
  vendors?: VendorMenuVendor[];
  /** Stays in the row when items that do not fit move into More (e.g. home and promotions). */
  pinned?: boolean;
}

export interface HeaderProps {
  /** Brand logo, usually a Link home. */
  logo: ReactNode;
  /**
   * Top navigation, one row at every width: the items that do not fit move into a More menu, and a header
   * too narrow for a useful row leaves the categories to the side menu. Links go through the provider's linkComponent.
   */
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
  const navigation = nav ? (
    <nav aria-label={messages.navigation} className={styles.nav}>
      {nav}
    </nav>
  ) : navItems && navItems.length > 0 ? (
    <TopNav items={navItems} label={messages.navigation} moreLabel={messages.more} vendorMenuMessages={vendorMenuMessages} />
  ) : null;

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={styles.start} data-logo-only={!startSlot || undefined}>
          {startSlot}
          <span className={styles.logo}>{logo}</span>
        </div>
        {navigation ?? <div className={styles.spacer} />}
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
