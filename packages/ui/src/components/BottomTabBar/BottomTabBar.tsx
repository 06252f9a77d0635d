import type { LucideIcon } from 'lucide-react';
import clsx from 'clsx';
import { useMessages } from '../../provider/context';
import type { UiMessages } from '../../provider/messages';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import * as styles from './BottomTabBar.css';

export interface BottomTabBarItem {
  id: string;
  label: string;
  /** Until it is given, an empty space of the icon's size holds its place (an app may load icons after first paint). */
  icon?: LucideIcon;
  /** A page: the tab is a link (through the provider's linkComponent). */
  href?: string;
  /** An action instead of a page (log in, open the menu drawer): the tab is a button. */
  onClick?: () => void;
  /** The page being shown: marked with aria-current="page". */
  current?: boolean;
  /** The one action the bar leads with (deposit, register): drawn in the accent colour. */
  highlight?: boolean;
}

export interface BottomTabBarProps {
  /** Four or five tabs: home, games, promotions, deposit (or register), account (or log in). */
  items: BottomTabBarItem[];
  messages?: Partial<UiMessages['bottomTabBar']>;
  className?: string;
}

/**
 * The phone's navigation (issue 19): a bar fixed to the bottom of the screen, above the home indicator
 * (safe-area inset), shown below the tablet breakpoint only. Pass it to AppShell's `tabBar`.
 */
export const BottomTabBar = ({ items, messages: messagesProp, className }: BottomTabBarProps) => {
  const messages = useMessages('bottomTabBar', messagesProp);
  return (
    <nav aria-label={messages.label} className={clsx(styles.bar, className)}>
      <ul className={styles.list}>
        {items.map(({ id, label, icon, href, onClick, current, highlight }) => {
          const content = (
            <>
              <span className={styles.icon}>{icon ? <Icon icon={icon} /> : null}</span>
              <span className={styles.label}>{label}</span>
            </>
          );
          const highlighted = highlight || undefined;
          return (
            <li key={id} className={styles.cell}>
              {href === undefined ? (
                <button type="button" className={styles.tab} data-highlight={highlighted} onClick={onClick}>
                  {content}
                </button>
              ) : (
                <Link
                  href={href}
                  underline="none"
                  tone="neutral"
                  className={styles.tab}
                  data-highlight={highlighted}
                  aria-current={current ? 'page' : undefined}
                  onClick={onClick}
                >
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
BottomTabBar.displayName = 'BottomTabBar';
