import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './BannerPlaceholder.css';

export interface BannerPlaceholderProps {
  /** Announced while the banners load; none when the page announces it itself. */
  label?: string;
}

/**
 * The room a BannerSlider takes, kept while it (or its code) loads: the same size at every width, so
 * nothing below moves when the banners arrive. No carousel code: it can be in a page's first script.
 */
export const BannerPlaceholder = ({ label }: BannerPlaceholderProps) => (
  <div className={styles.frame}>
    <div className={styles.skeleton}>{label ? <VisuallyHidden role="status">{label}</VisuallyHidden> : null}</div>
  </div>
);
BannerPlaceholder.displayName = 'BannerPlaceholder';
