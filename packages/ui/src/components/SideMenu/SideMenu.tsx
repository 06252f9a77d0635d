import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import type { LucideIcon } from 'lucide-react';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import clsx from 'clsx';
import { useMessages } from '../../provider/context';
import type { UiMessages } from '../../provider/messages';
import { useAppShell } from '../AppShell/AppShellContext';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { Link } from '../Link/Link';
import * as styles from './SideMenu.css';

export interface SideMenuItem {
  id: string;
  label: string;
  href: string;
  icon: LucideIcon;
  current?: boolean;
  /** Unread count or short marker shown at the end. */
  badge?: number | string;
}

export interface SideMenuSection {
  id: string;
  /** Visible section title; leave out for the first, untitled group. */
  title?: string;
  items: SideMenuItem[];
}

export interface SideMenuProps {
  /** Logo when expanded. */
  logo?: ReactNode;
  /** Small logo (mark) shown when collapsed. */
  logoCollapsed?: ReactNode;
  sections: SideMenuSection[];
  /** Above the sections, hidden when collapsed (bonus banner, invite friends). */
  topSlot?: ReactNode;
  /** At the bottom, hidden when collapsed (app QR codes, customer service, Telegram). */
  bottomSlot?: ReactNode;
  /** Controlled collapsed state; inside an AppShell the shell's state is used by default. */
  collapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  messages?: Partial<UiMessages['sideMenu']>;
  className?: string;
}

export const SideMenu = ({
  logo,
  logoCollapsed,
  sections,
  topSlot,
  bottomSlot,
  collapsed: collapsedProp,
  onCollapsedChange,
  messages: messagesProp,
  className,
}: SideMenuProps) => {
  const messages = useMessages('sideMenu', messagesProp);
  const shell = useAppShell();
  const [own, setOwn] = useState(false);
  const collapsed = collapsedProp ?? shell?.sideMenuCollapsed ?? own;
  const navId = useId();

  const setCollapsed = (next: boolean) => {
    if (collapsedProp === undefined) {
      if (shell) shell.setSideMenuCollapsed(next);
      else setOwn(next);
    }
    onCollapsedChange?.(next);
  };

  return (
    <aside className={clsx(styles.root({ collapsed }), className)} data-collapsed={collapsed} aria-label={messages.label}>
      <div className={styles.top}>
        {collapsed ? null : <div className={styles.logo}>{logo}</div>}
        {collapsed && logoCollapsed ? <div className={styles.logo}>{logoCollapsed}</div> : null}
        {/* in a phone's drawer the drawer's own close button takes the toggle's place */}
        {shell?.inDrawer ? null : (
          <IconButton
            icon={collapsed ? PanelLeftOpen : PanelLeftClose}
            mirrorInRtl
            label={collapsed ? messages.expand : messages.collapse}
            aria-expanded={!collapsed}
            aria-controls={navId}
            size="small"
            onClick={() => setCollapsed(!collapsed)}
          />
        )}
      </div>
      <div className={styles.scroll}>
        {topSlot ? <div className={clsx(styles.slot, styles.hideWhenCollapsed)}>{topSlot}</div> : null}
        <nav id={navId} aria-label={messages.label}>
          {sections.map((section) => {
            const titleId = `${navId}-${section.id}`;
            return (
              <div key={section.id} className={styles.section}>
                {section.title ? (
                  <h2 id={titleId} className={clsx(styles.sectionTitle, styles.hideWhenCollapsed)}>
                    {section.title}
                  </h2>
                ) : null}
                <ul className={styles.list} aria-labelledby={section.title ? titleId : undefined}>
                  {section.items.map((item) => (
                    <li key={item.id}>
                      <Link
                        href={item.href}
                        underline="none"
                        tone="neutral"
                        className={styles.item}
                        aria-current={item.current ? 'page' : undefined}
                        title={collapsed ? item.label : undefined}
                      >
                        <Icon icon={item.icon} className={styles.itemIcon} />
                        <span className={styles.itemLabel}>{item.label}</span>
                        {item.badge !== undefined ? <span className={styles.badge}>{item.badge}</span> : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </nav>
      </div>
      {bottomSlot ? <div className={clsx(styles.bottom, styles.hideWhenCollapsed)}>{bottomSlot}</div> : null}
    </aside>
  );
};
SideMenu.displayName = 'SideMenu';
