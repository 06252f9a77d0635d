import { useEffect, useRef, useState } from 'react';
import { Megaphone, Pause, Play } from 'lucide-react';
import { usePrefersReducedMotion } from '../BannerSlider/usePrefersReducedMotion';
import { marqueeDuration } from './marquee';
import type { NoticeMarqueeMessages } from './NoticeMarquee.messages';
import { noticeMarqueeMessages } from './NoticeMarquee.messages';
import * as styles from './NoticeMarquee.css';

/** A player notice (spec §3): its id and title. */
export interface Notice {
  id: string | number;
  title: string;
}

export interface NoticeMarqueeProps {
  notices: Notice[];
  /** Opens a notice (e.g. the notice modal). */
  onSelect: (notice: Notice) => void;
  /** Scrolling speed in px per second. Default 60. */
  speed?: number;
  messages?: Partial<NoticeMarqueeMessages>;
  className?: string;
  /** While the notices load: an empty bar of the marquee's size, so nothing below moves when they come. */
  loading?: boolean;
}

/**
 * The home page's notice marquee (spec §2): notices scroll by, pause on hover, focus or the pause button,
 * and sit still as a plain list under prefers-reduced-motion. Each notice opens on click.
 */
export const NoticeMarquee = ({
  notices,
  onSelect,
  speed = 60,
  messages: messagesProp,
  className,
  loading = false,
}: NoticeMarqueeProps) => {
  const messages = { ...noticeMarqueeMessages, ...messagesProp };
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const [groupWidth, setGroupWidth] = useState(0);
  const groupRef = useRef<HTMLUListElement>(null);
  const moving = !reducedMotion;

  useEffect(() => {
    const group = groupRef.current;
    if (!group || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setGroupWidth(entry?.contentRect.width ?? 0));
    observer.observe(group);
    return () => observer.disconnect();
  }, [moving]);

  if (loading)
    return (
      <div
        className={[styles.root, styles.placeholder, className].filter(Boolean).join(' ')}
        aria-hidden="true"
      />
    );
  if (notices.length === 0) return null;

  const items = (copy: boolean) =>
    notices.map((notice) => (
      <li key={notice.id}>
        <button
          type="button"
          className={styles.notice}
          onClick={() => onSelect(notice)}
          tabIndex={copy ? -1 : undefined}
        >
          {notice.title}
        </button>
      </li>
    ));

  return (
    <section
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-label={messages.label}
      data-paused={paused || undefined}
    >
      <span className={styles.icon} aria-hidden="true">
        <Megaphone size={18} />
      </span>
      {moving ? (
        <>
          <div className={styles.viewport}>
            <div
              className={styles.track}
              style={{ [styles.duration]: `${marqueeDuration(groupWidth, speed)}s` } as object}
            >
              <ul ref={groupRef} className={styles.group}>
                {items(false)}
              </ul>
              {/* the second copy makes the loop seamless; it is hidden from assistive technology and focus */}
              <ul className={styles.group} aria-hidden="true" inert>
                {items(true)}
              </ul>
            </div>
          </div>
          <button
            type="button"
            className={styles.pause}
            onClick={() => setPaused((value) => !value)}
            aria-label={paused ? messages.play : messages.pause}
          >
            {paused ? (
              <Play size={14} aria-hidden fill="currentColor" />
            ) : (
              <Pause size={14} aria-hidden fill="currentColor" />
            )}
          </button>
        </>
      ) : (
        <ul className={styles.staticList}>{items(false)}</ul>
      )}
    </section>
  );
};
NoticeMarquee.displayName = 'NoticeMarquee';
