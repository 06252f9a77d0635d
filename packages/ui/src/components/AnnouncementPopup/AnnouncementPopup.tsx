import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight, Megaphone } from 'lucide-react';
import { fill } from '../Badge/fillTemplate';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import type { AnnouncementPopupMessages } from './AnnouncementPopup.messages';
import { announcementPopupMessages } from './AnnouncementPopup.messages';
import * as styles from './AnnouncementPopup.css';

export interface Announcement {
  id: string | number;
  title: string;
  /** The body as the server sends it: an HTML string. Shown through `renderContent`. */
  content: string;
  /** When it was published, already formatted for display (or formatted by `formatTime`). */
  time: string;
}

export interface AnnouncementPopupProps {
  /** The popups to show after announcements load, already filtered by audience (spec §2 home behaviour). */
  announcements: Announcement[];
  /**
   * Turns `content` into what is shown. Default plain text: the kit does not sanitize HTML, so the site
   * passes its own sanitizer here (e.g. DOMPurify into dangerouslySetInnerHTML).
   */
  renderContent?: (content: string, announcement: Announcement) => ReactNode;
  /** Formats `time` for display; default shows it as given. */
  formatTime?: (time: string) => string;
  /** Controlled open state; default open while rendered, until closed. */
  open?: boolean;
  /** Called when the popup closes, with the id of the last announcement seen (to remember it per session). */
  onClose?: (lastSeenId: Announcement['id']) => void;
  messages?: Partial<AnnouncementPopupMessages>;
  /** Portal target; default document.body. */
  container?: HTMLElement | null;
}

const plainText = (content: string) => <p className={styles.plain}>{content}</p>;
const asGiven = (time: string) => time;

/** The announcement popup (publicModal): one or several notices, with previous/next and "n of m". */
export const AnnouncementPopup = ({
  announcements,
  renderContent = plainText,
  formatTime = asGiven,
  open: openProp,
  onClose,
  messages: messagesProp,
  container,
}: AnnouncementPopupProps) => {
  const messages = { ...announcementPopupMessages, ...messagesProp };
  const [ownOpen, setOwnOpen] = useState(true);
  const [index, setIndex] = useState(0);
  const body = useRef<HTMLDivElement>(null);
  const focusLater = useRef(0);
  useEffect(() => () => cancelAnimationFrame(focusLater.current), []);
  const count = announcements.length;
  const position = Math.min(index, Math.max(count - 1, 0));
  const current = announcements[position];
  if (!current) return null;
  const open = openProp ?? ownOpen;
  const several = count > 1;

  // The popup opens by itself as its page loads. Radix would move focus in while it mounts, and finding the first
  // focusable element reads the styles of the content just added: on a phone, the page's longest task after its
  // first paint (home: 59 of 168 ms at 4x CPU). The same element (the announcement, the first focusable) takes
  // focus a frame later, when the styles are computed anyway.
  const focusAfterFrame = (event: Event) => {
    event.preventDefault();
    cancelAnimationFrame(focusLater.current);
    focusLater.current = requestAnimationFrame(() => body.current?.focus());
  };

  const handleOpenChange = (next: boolean) => {
    if (next) return;
    setOwnOpen(false);
    onClose?.(current.id);
  };

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      <Dialog.Content
        size="medium"
        container={container}
        className={styles.content}
        aria-describedby={undefined}
        onOpenAutoFocus={focusAfterFrame}
      >
        <div className={styles.header}>
          <span className={styles.badge} aria-hidden="true">
            <Icon icon={Megaphone} size="small" />
          </span>
          <div className={styles.headerText}>
            <Dialog.Title className={styles.title}>{current.title}</Dialog.Title>
            <time className={styles.time}>{formatTime(current.time)}</time>
          </div>
        </div>
        {/* eslint-disable jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
        <div
          ref={body}
          className={styles.body}
          tabIndex={0}
          role="region"
          aria-label={current.title}
          data-announcement={current.id}
        >
          {renderContent(current.content, current)}
        </div>
        {/* eslint-enable jsx-a11y/no-noninteractive-tabindex */}
        <div className={styles.footer}>
          {several ? (
            <div className={styles.pager}>
              <IconButton
                icon={ChevronLeft}
                mirrorInRtl
                label={messages.previous}
                size="small"
                variant="secondary"
                disabled={position === 0}
                onClick={() => setIndex(position - 1)}
              />
              <span className={styles.counter} aria-live="polite" aria-atomic="true">
                {fill(messages.counter, { n: position + 1, m: count })}
              </span>
              <IconButton
                icon={ChevronRight}
                mirrorInRtl
                label={messages.next}
                size="small"
                variant="secondary"
                disabled={position === count - 1}
                onClick={() => setIndex(position + 1)}
              />
            </div>
          ) : null}
          <Dialog.Close>
            <Button className={styles.closeButton}>{messages.close}</Button>
          </Dialog.Close>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
};
AnnouncementPopup.displayName = 'AnnouncementPopup';
