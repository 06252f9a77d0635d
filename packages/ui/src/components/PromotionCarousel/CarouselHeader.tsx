import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { IconButton } from '../IconButton/IconButton';
import { Link } from '../Link/Link';
import * as styles from './CarouselHeader.css';

/** The row over a lobby carousel: title, a "more" link, pause/play and the arrows. Internal to the lobby group. */
export interface CarouselHeaderProps {
  titleId: string;
  title: ReactNode;
  icon?: ReactNode;
  headingLevel?: 'h2' | 'h3' | 'h4';
  moreHref?: string;
  moreLabel?: string;
  arrows?: { previousLabel: string; nextLabel: string; onPrevious: () => void; onNext: () => void; atStart: boolean; atEnd: boolean };
  autoplay?: { playing: boolean; onToggle: () => void; pauseLabel: string; playLabel: string };
  /** The row is as tall as its buttons even without them (a carousel whose buttons come with its data). */
  keepControlsHeight?: boolean;
}

export const CarouselHeader = ({ titleId, title, icon, headingLevel: Heading = 'h2', moreHref, moreLabel, arrows, autoplay, keepControlsHeight }: CarouselHeaderProps) => (
  <div className={keepControlsHeight ? `${styles.header} ${styles.controlsHeight}` : styles.header}>
    <Heading id={titleId} className={styles.title}>
      {icon ? (
        <span className={styles.titleIcon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {title}
    </Heading>
    <div className={styles.controls}>
      {moreHref && moreLabel ? (
        <Link href={moreHref} className={styles.more} underline="hover" tone="link">
          {moreLabel}
        </Link>
      ) : null}
      {autoplay ? (
        <IconButton
          size="small"
          variant="secondary"
          round
          icon={autoplay.playing ? Pause : Play}
          label={autoplay.playing ? autoplay.pauseLabel : autoplay.playLabel}
          onClick={autoplay.onToggle}
        />
      ) : null}
      {arrows ? (
        <>
          <IconButton
            size="small"
            variant="secondary"
            round
            mirrorInRtl
            icon={ChevronLeft}
            label={arrows.previousLabel}
            onClick={arrows.onPrevious}
            disabled={arrows.atStart}
          />
          <IconButton
            size="small"
            variant="secondary"
            round
            mirrorInRtl
            icon={ChevronRight}
            label={arrows.nextLabel}
            onClick={arrows.onNext}
            disabled={arrows.atEnd}
          />
        </>
      ) : null}
    </div>
  </div>
);
CarouselHeader.displayName = 'CarouselHeader';
