import '../BannerSlider/swiperStyles';
import { useId } from 'react';
import { Gift } from 'lucide-react';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Link } from '../Link/Link';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { CarouselHeader } from './CarouselHeader';
import type { Promotion } from './promotion';
import { promotionCover } from './promotion';
import type { PromotionCarouselMessages } from './PromotionCarousel.messages';
import { promotionCarouselMessages } from './PromotionCarousel.messages';
import { WidthResize } from '../BannerSlider/widthResize';
import { useSwiperEdges } from './useSwiperEdges';
import * as styles from './PromotionCarousel.css';

/** Spec §9: 3 per view (desktop), 20 px apart. */
export const PROMOTIONS_PER_VIEW = 3;
export const PROMOTION_SPACE_BETWEEN = 20;

export interface PromotionCarouselProps {
  promotions: Promotion[];
  /** Opens a promotion that has no href (e.g. its detail modal). */
  onSelect?: (promotion: Promotion) => void;
  /** The promotions page, as a "View all" link. */
  moreHref?: string;
  loading?: boolean;
  headingLevel?: 'h2' | 'h3' | 'h4';
  messages?: Partial<PromotionCarouselMessages>;
  className?: string;
}

/** The home page's promotion carousel (spec §2, §9): 3 per view on desktop, fewer on small screens, with arrows. */
export const PromotionCarousel = ({
  promotions,
  onSelect,
  moreHref,
  loading = false,
  headingLevel,
  messages: messagesProp,
  className,
}: PromotionCarouselProps) => {
  const messages = { ...promotionCarouselMessages, ...messagesProp };
  const titleId = useId();
  const { swiper, atStart, atEnd, swiperProps } = useSwiperEdges();

  if (!loading && promotions.length === 0) return null;

  return (
    <section className={[styles.root, className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <CarouselHeader
        titleId={titleId}
        title={messages.title}
        icon={<Gift size={20} />}
        headingLevel={headingLevel}
        moreHref={moreHref}
        moreLabel={messages.more}
        arrows={
          loading || promotions.length <= 1
            ? undefined
            : {
                previousLabel: messages.previous,
                nextLabel: messages.next,
                onPrevious: () => swiper?.slidePrev(),
                onNext: () => swiper?.slideNext(),
                atStart,
                atEnd,
              }
        }
      />
      {loading ? (
        <div className={styles.skeletonRow} aria-busy="true">
          <VisuallyHidden role="status">{messages.loading}</VisuallyHidden>
          {Array.from({ length: PROMOTIONS_PER_VIEW }, (_, index) => (
            <div key={index} className={styles.skeletonCard} aria-hidden="true" />
          ))}
        </div>
      ) : (
        <Swiper
          {...swiperProps}
          className={styles.swiper}
          modules={[A11y, WidthResize]}
          resizeObserver={false}
          spaceBetween={PROMOTION_SPACE_BETWEEN}
          slidesPerView={1.15}
          breakpoints={{ 640: { slidesPerView: 2 }, 1024: { slidesPerView: PROMOTIONS_PER_VIEW } }}
          watchSlidesProgress
          a11y={{ containerMessage: null, containerRoleDescriptionMessage: null, itemRoleDescriptionMessage: null, slideRole: 'group' }}
        >
          {promotions.map((promotion, index) => {
            const cover = promotionCover(promotion);
            const body = (
              <>
                {cover ? (
                  <img
                    className={styles.image}
                    src={cover}
                    alt=""
                    width={640}
                    height={360}
                    loading={index < PROMOTIONS_PER_VIEW ? 'eager' : 'lazy'}
                    decoding="async"
                    draggable={false}
                  />
                ) : (
                  <span className={styles.imageFallback} aria-hidden="true">
                    <Gift size={40} />
                  </span>
                )}
                <span className={styles.title}>{promotion.title}</span>
              </>
            );
            return (
              <SwiperSlide key={promotion.id} className={styles.slide}>
                {promotion.href ? (
                  <Link href={promotion.href} className={styles.card} underline="none" tone="neutral">
                    {body}
                  </Link>
                ) : onSelect ? (
                  <button type="button" className={styles.card} onClick={() => onSelect(promotion)}>
                    {body}
                  </button>
                ) : (
                  <div className={styles.staticCard}>{body}</div>
                )}
              </SwiperSlide>
            );
          })}
        </Swiper>
      )}
    </section>
  );
};
PromotionCarousel.displayName = 'PromotionCarousel';
