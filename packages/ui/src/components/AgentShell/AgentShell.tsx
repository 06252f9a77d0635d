import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Clock, LogOut, Menu, UserRound } from 'lucide-react';
import clsx from 'clsx';
import { Button } from '../Button/Button';
import { Drawer } from '../Drawer/Drawer';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { Link } from '../Link/Link';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { readClock } from './agentClock';
import type { AgentShellMessages } from './AgentShell.messages';
import { agentShellMessages } from './AgentShell.messages';
import type { ClockTimer } from './useClock';
import { useClock } from './useClock';
import * as styles from './AgentShell.css';

export interface AgentMenuItem {
  id: string;
  label: string;
  icon: LucideIcon;
  /** A page: rendered as a link through the provider's linkComponent. */
  href?: string;
  /** An action instead of a page (customer service opening live chat): rendered as a button. */
  onSelect?: () => void;
  /** The page being shown (aria-current="page"). */
  current?: boolean;
  /** Unread count or short marker at the end. */
  badge?: number | string;
}

export interface AgentMenuSection {
  id: string;
  /** Visible section title; leave out for an untitled group. */
  title?: string;
  items: AgentMenuItem[];
}

export interface AgentShellProps {
  /** The agent pages (team overview, team management, income, salaries...), then messages, deposit, withdraw, customer service. */
  sections: AgentMenuSection[];
  /** The agent's nickname, in the top bar. */
  nickname: string;
  onLogout: () => void;
  /** Brand logo at the top of the sidebar (and the drawer). */
  logo?: ReactNode;
  /** IANA zone of the clock ('America/Sao_Paulo'); default the device's zone. */
  timeZone?: string;
  /** Reads the current time; default `new Date()`. Inject a fixed clock in tests and stories. */
  now?: () => Date;
  /** The ticking timer (every second); default the browser's setInterval. */
  timer?: ClockTimer;
  /** The page title shown in the top bar. */
  title?: ReactNode;
  messages?: Partial<AgentShellMessages>;
  /** Controlled open state of the small-screen menu drawer. */
  menuOpen?: boolean;
  onMenuOpenChange?: (open: boolean) => void;
  children: ReactNode;
  className?: string;
}

interface AgentNavProps {
  sections: AgentMenuSection[];
  label: string;
  /** Called after any item is chosen (closes the drawer). */
  onChoose?: () => void;
}

const AgentNav = ({ sections, label, onChoose }: AgentNavProps) => {
  // rendered twice (sidebar and drawer): ids must differ
  const navId = useId();
  return (
    <nav aria-label={label} className={styles.nav}>
      {sections.map((section) => (
        <div key={section.id} className={styles.section}>
          {section.title ? (
            <h2 className={styles.sectionTitle} id={`${navId}-${section.id}`}>
              {section.title}
            </h2>
          ) : null}
          <ul
            className={styles.list}
            aria-labelledby={section.title ? `${navId}-${section.id}` : undefined}
          >
            {section.items.map((item) => {
              const inner = (
                <>
                  <Icon icon={item.icon} className={styles.itemIcon} />
                  <span className={styles.itemLabel}>{item.label}</span>
                  {item.badge !== undefined ? (
                    <>
                      {' '}
                      <span className={styles.badge}>{item.badge}</span>
                    </>
                  ) : null}
                </>
              );
              return (
                <li key={item.id}>
                  {item.href !== undefined ? (
                    <Link
                      href={item.href}
                      underline="none"
                      tone="neutral"
                      className={styles.item}
                      aria-current={item.current ? 'page' : undefined}
                      onClick={onChoose}
                    >
                      {inner}
                    </Link>
                  ) : (
                    <button
                      type="button"
                      className={styles.item}
                      onClick={() => {
                        onChoose?.();
                        item.onSelect?.();
                      }}
                    >
                      {inner}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
};

/**
 * The agent back-office layout (spec §2 /agentHome): sidebar menu (a drawer on small screens), a top bar
 * with a clock and its GMT offset ticking every second, the agent's nickname and log out, and the page.
 */
export const AgentShell = ({
  sections,
  nickname,
  onLogout,
  logo,
  timeZone,
  now,
  timer,
  title,
  messages: messagesProp,
  menuOpen: menuOpenProp,
  onMenuOpenChange,
  children,
  className,
}: AgentShellProps) => {
  const messages = { ...agentShellMessages, ...messagesProp };
  const [ownMenuOpen, setOwnMenuOpen] = useState(false);
  const menuOpen = menuOpenProp ?? ownMenuOpen;
  const setMenuOpen = (open: boolean) => {
    if (menuOpenProp === undefined) setOwnMenuOpen(open);
    onMenuOpenChange?.(open);
  };
  const clock = readClock(useClock(now, timer), timeZone);

  return (
    <div className={clsx(styles.root, className)}>
      <aside className={styles.sidebar}>
        {logo ? <div className={styles.logo}>{logo}</div> : null}
        <div className={styles.sidebarScroll}>
          <AgentNav sections={sections} label={messages.menu} />
        </div>
      </aside>
      <div className={styles.main}>
        <header className={styles.topBar}>
          <Drawer.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <Drawer.Trigger>
              <IconButton icon={Menu} label={messages.openMenu} className={styles.menuButton} />
            </Drawer.Trigger>
            <Drawer.Content
              side="start"
              size="small"
              messages={{ close: messages.close }}
              aria-describedby={undefined}
            >
              <Drawer.Header>
                <Drawer.Title>{messages.menu}</Drawer.Title>
                <Drawer.Description>
                  {messages.signedInAs} {nickname}
                </Drawer.Description>
              </Drawer.Header>
              <Drawer.Body className={styles.drawerBody}>
                <AgentNav
                  sections={sections}
                  label={messages.menu}
                  onChoose={() => setMenuOpen(false)}
                />
              </Drawer.Body>
            </Drawer.Content>
          </Drawer.Root>
          {title ? <div className={styles.title}>{title}</div> : null}
          <div className={styles.clock} data-agent-clock="">
            <Icon icon={Clock} size="small" className={styles.clockIcon} />
            <VisuallyHidden>{messages.currentTime}</VisuallyHidden>
            <time dateTime={clock.iso} className={styles.clockText}>
              <span className={styles.clockDate}>{clock.date}</span>{' '}
              <span className={styles.clockTime}>{clock.time}</span>
            </time>{' '}
            <span className={styles.offset}>{clock.offset}</span>
          </div>
          <div className={styles.user}>
            <span className={styles.avatar} aria-hidden="true">
              <Icon icon={UserRound} size="small" />
            </span>
            <VisuallyHidden>{messages.signedInAs} </VisuallyHidden>
            <span className={styles.nickname}>{nickname}</span>
          </div>
          <Button
            variant="ghost"
            size="small"
            icon={LogOut}
            onClick={onLogout}
            className={styles.logout}
          >
            {messages.logout}
          </Button>
        </header>
        <main className={styles.content}>{children}</main>
      </div>
    </div>
  );
};
AgentShell.displayName = 'AgentShell';
