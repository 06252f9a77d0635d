import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import clsx from 'clsx';
import type { BadgeMessages } from '../Badge/Badge.messages';
import { Badge } from '../Badge/Badge';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import * as styles from './MemberNav.css';

export interface MemberNavItem {
  /** The page's name (spec §2: securityCenter, depositv2, messageV2...). */
  id: string;
  label: string;
  href: string;
  icon: LucideIcon;
  /** Unread count shown as a badge (messageV2, missionLeaderboard, rewardCenter); none when 0 or absent. */
  unread?: number;
}

export interface MemberNavSection {
  id: string;
  /** Visible title of the group; leave out for an untitled group. */
  title?: string;
  items: MemberNavItem[];
}

export interface MemberNavProps {
  /** The navigation's accessible name: "Member center". */
  label: string;
  sections: MemberNavSection[];
  /** The id of the page shown now; its link gets aria-current="page". */
  current?: string;
  /** Texts of the unread badges: "{count} unread". */
  messages?: Partial<BadgeMessages>;
  className?: string;
}

/** The member center's page menu (spec §2): grouped links with unread badges; a row on phones, a column above. */
export const MemberNav = ({ label, sections, current, messages, className }: MemberNavProps) => {
  const baseId = useId();
  return (
    <nav aria-label={label} className={clsx(styles.root, className)}>
      <div className={styles.sections}>
        {sections.map((section) => {
          const titleId = `${baseId}-${section.id}`;
          return (
            <div key={section.id} className={styles.section}>
              {section.title ? (
                <h2 id={titleId} className={styles.title}>
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
                      aria-current={item.id === current ? 'page' : undefined}
                      data-page={item.id}
                    >
                      <Icon icon={item.icon} size="small" className={styles.icon} />
                      <span className={styles.label}>{item.label}</span>
                      {item.unread ? <Badge count={item.unread} messages={messages} /> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </nav>
  );
};
MemberNav.displayName = 'MemberNav';
