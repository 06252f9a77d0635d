import type { CSSProperties } from 'react';
import clsx from 'clsx';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /** `text`: line(s) at the current font size; `rect`: a card or image; `circle`: an avatar. Default `rect`. */
  shape?: 'text' | 'rect' | 'circle';
  /** CSS length or pixels. Text defaults to the full width, the last of several lines to 60%. */
  width?: number | string;
  /** CSS length or pixels. A rect defaults to 6rem; a circle takes its width when only that is given. */
  height?: number | string;
  /** Number of text lines. Default 1. */
  lines?: number;
  className?: string;
  style?: CSSProperties;
}

/**
 * A placeholder while content loads. Always hidden from assistive technology: announce the loading once
 * on the region (e.g. `aria-busy` on the list) rather than per placeholder.
 */
export const Skeleton = ({ shape = 'rect', width, height, lines = 1, className, style }: SkeletonProps) => {
  if (shape === 'text' && lines > 1) {
    return (
      <span aria-hidden="true" className={clsx(styles.lines, className)} style={{ width, ...style }} data-skeleton="text">
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={styles.skeleton({ shape })}
            style={{ width: index === lines - 1 ? '60%' : '100%', height }}
          />
        ))}
      </span>
    );
  }
  const size =
    shape === 'circle' ? { width: width ?? height ?? 40, height: height ?? width ?? 40 } : { width: width ?? '100%', height: height ?? (shape === 'rect' ? '6rem' : undefined) };
  return (
    <span
      aria-hidden="true"
      className={clsx(styles.skeleton({ shape }), className)}
      style={{ ...size, ...style }}
      data-skeleton={shape}
    />
  );
};
Skeleton.displayName = 'Skeleton';
