import { Gift } from 'lucide-react';
import { Link } from '../Link/Link';
import type { Promotion } from '../PromotionCarousel/promotion';
import { promotionCover } from '../PromotionCarousel/promotion';
import * as cardStyles from '../PromotionCarousel/PromotionCarousel.css';
import * as styles from './PromotionCard.css';

export interface PromotionCardProps {
  /** Opens `promotion.href`; a card without one is a picture with text only. */
  promotion: Promotion;
  /** Its period as the site words it (e.g. "1 Jan 2026 – 31 Jan 2026"). */
  period?: string;
  /** Its type as the site words it (spec §3 promotion types). */
  label?: string;
  /** The title's heading level in the page's outline. Default h2. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Load the cover only when it nears the viewport (cards below the fold). */
  lazy?: boolean;
}

/** One promotion of the promotions page (spec §2): cover image, type, title and period, opening its detail. */
export const PromotionCard = ({
  promotion,
  period,
  label,
  headingLevel: Heading = 'h2',
  lazy = false,
}: PromotionCardProps) => {
  const cover = promotionCover(promotion);
  const body = (
    <>
      {cover ? (
        <img
          className={cardStyles.image}
          src={cover}
          alt=""
          width={640}
          height={360}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
        />
      ) : (
        <span className={cardStyles.imageFallback} aria-hidden="true">
          <Gift size={40} />
        </span>
      )}
      <span className={styles.body}>
        {label ? <span className={styles.label}>{label}</span> : null}
        <Heading className={styles.title}>{promotion.title}</Heading>
        {period ? <span className={styles.meta}>{period}</span> : null}
      </span>
    </>
  );
  return promotion.href ? (
    <Link href={promotion.href} className={cardStyles.card} underline="none" tone="neutral">
      {body}
    </Link>
  ) : (
    <div className={cardStyles.staticCard}>{body}</div>
  );
};
PromotionCard.displayName = 'PromotionCard';

export interface PromotionImagesProps {
  images: { url: string; sequence: number }[];
  /** What the images show together, for people who cannot see them; omit when the page's text says it. */
  label?: string;
}

/** A promotion's images in sequence (spec §3 announcementImages), one under the other. */
export const PromotionImages = ({ images, label }: PromotionImagesProps) => {
  const ordered = [...images].sort((a, b) => a.sequence - b.sequence);
  if (ordered.length === 0) return null;
  return (
    <ul className={styles.gallery} aria-label={label}>
      {ordered.map((image, index) => (
        <li key={`${image.sequence}-${image.url}`}>
          <img
            className={styles.galleryImage}
            src={image.url}
            alt=""
            width={1200}
            height={400}
            loading={index === 0 ? 'eager' : 'lazy'}
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
};
PromotionImages.displayName = 'PromotionImages';
