import { useId, useState } from 'react';
import clsx from 'clsx';
import { Mail, MailOpen } from 'lucide-react';
import { Badge } from '../Badge/Badge';
import { EmptyState } from '../EmptyState/EmptyState';
import { Icon } from '../Icon/Icon';
import type { MessageListMessages } from './MessageList.messages';
import { messageListMessages } from './MessageList.messages';
import * as styles from './MessageList.css';

export interface InboxMessage {
  id: string;
  title: string;
  /** Plain text; line breaks are kept. */
  content: string;
  /** Already formatted for the reader's locale. */
  time: string;
  read: boolean;
}

export interface MessageListProps {
  items: readonly InboxMessage[];
  /** Called when an unread message is opened, so the caller can mark it read on the server. */
  onRead?: (id: string) => void;
  /** The level of each message's heading, to fit the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
  messages?: Partial<MessageListMessages>;
  className?: string;
}

/** Platform messages (spec §2 messageV2): each one opens in place; opening an unread one reports it read. */
export const MessageList = ({ items, onRead, headingLevel = 3, messages: messagesProp, className }: MessageListProps) => {
  const messages = { ...messageListMessages, ...messagesProp };
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const baseId = useId();
  const HeadingTag = `h${headingLevel}` as const;
  if (items.length === 0) return <EmptyState icon={Mail} title={messages.empty} size="small" framed headingAs={HeadingTag} />;

  const toggle = (item: InboxMessage) => {
    const next = new Set(open);
    if (next.has(item.id)) next.delete(item.id);
    else {
      next.add(item.id);
      if (!item.read) onRead?.(item.id);
    }
    setOpen(next);
  };

  return (
    <ul className={clsx(styles.list, className)}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        const bodyId = `${baseId}-${item.id}`;
        return (
          <li key={item.id} className={styles.item} data-read={item.read}>
            <HeadingTag className={styles.heading}>
              <button type="button" className={styles.trigger} aria-expanded={expanded} aria-controls={bodyId} onClick={() => toggle(item)}>
                <Icon icon={item.read ? MailOpen : Mail} size="small" />
                <span className={clsx(styles.title, !item.read && styles.unreadTitle)}>{item.title}</span>
                {item.read ? null : <Badge dot tone="critical" label={messages.unread} />}
                <span className={styles.time}>{item.time}</span>
              </button>
            </HeadingTag>
            <div id={bodyId} className={styles.body} hidden={!expanded}>
              {item.content}
            </div>
          </li>
        );
      })}
    </ul>
  );
};
MessageList.displayName = 'MessageList';
