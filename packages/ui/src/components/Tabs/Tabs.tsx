import type { ComponentPropsWithRef, ReactNode } from 'react';
import { createContext, useContext } from 'react';
import clsx from 'clsx';
import { Tabs as RadixTabs } from 'radix-ui';
import type { BadgeMessages } from '../Badge/Badge.messages';
import { Badge } from '../Badge/Badge';
import * as styles from './Tabs.css';

type Look = { variant: 'line' | 'pill'; fullWidth: boolean };
const LookContext = createContext<Look>({ variant: 'line', fullWidth: false });

export interface TabsRootProps extends ComponentPropsWithRef<typeof RadixTabs.Root> {
  /** `line` (default): underlined, for page sections. `pill`: a segmented switch, for filters. */
  variant?: 'line' | 'pill';
  /** Triggers share the whole width (they still scroll when they do not fit). */
  fullWidth?: boolean;
}
/**
 * Holds the selected tab: controlled with `value`/`onValueChange`, or uncontrolled with `defaultValue`.
 * Arrow keys move between triggers (mirrored in RTL), Home/End jump; `activationMode="manual"` waits for Enter.
 */
const TabsRoot = ({ variant = 'line', fullWidth = false, className, ...props }: TabsRootProps) => (
  <LookContext.Provider value={{ variant, fullWidth }}>
    <RadixTabs.Root {...props} className={clsx(styles.root, className)} />
  </LookContext.Provider>
);
TabsRoot.displayName = 'Tabs.Root';

export interface TabsListProps extends ComponentPropsWithRef<typeof RadixTabs.List> {
  /** Names the tab list for assistive technology when no heading does. */
  'aria-label'?: string;
}
/** The row of triggers; scrolls sideways on small screens. */
const TabsList = ({ className, ...props }: TabsListProps) => {
  const look = useContext(LookContext);
  return <RadixTabs.List {...props} className={clsx(styles.list(look), className)} />;
};
TabsList.displayName = 'Tabs.List';

export interface TabsTriggerProps extends ComponentPropsWithRef<typeof RadixTabs.Trigger> {
  /** An unread count after the label: hidden at 0, "99+" above 99, read as "3 unread". */
  badge?: number;
  /** Translations for the badge's text. */
  badgeMessages?: Partial<BadgeMessages>;
  children: ReactNode;
}
const TabsTrigger = ({ badge, badgeMessages, className, children, ...props }: TabsTriggerProps) => {
  const look = useContext(LookContext);
  return (
    <RadixTabs.Trigger {...props} className={clsx(styles.trigger(look), className)}>
      {children}
      {badge !== undefined ? (
        <>
          {' '}
          <Badge count={badge} messages={badgeMessages} />
        </>
      ) : null}
    </RadixTabs.Trigger>
  );
};
TabsTrigger.displayName = 'Tabs.Trigger';

export type TabsContentProps = ComponentPropsWithRef<typeof RadixTabs.Content>;
/** One panel, shown while its `value` is selected; labelled by its trigger. */
const TabsContent = ({ className, ...props }: TabsContentProps) => (
  <RadixTabs.Content {...props} className={clsx(styles.content, className)} />
);
TabsContent.displayName = 'Tabs.Content';

export const Tabs = {
  Root: TabsRoot,
  List: TabsList,
  Trigger: TabsTrigger,
  Content: TabsContent,
};
