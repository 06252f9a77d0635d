import './swiperStyles';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Pause, Play } from 'lucide-react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { Link } from '../Link/Link';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { formatMessage } from '../GameTile/formatMessage';
import type { BannerSliderMessages } from './BannerSlider.messages';
import { bannerSliderMessages } from './BannerSlider.messages';
import { useAutoplay } from './useAutoplay';
import * as styles from './BannerSlider.css';

/** A banner (spec §3): its image url, and a linkageType when it opens something. */
export interface Banner {
  id?: string | number;
  url: string;
  /** Present when the slide opens a target (spec §2); without it the slide is a picture only. */
  linkageType?: string | null;
  /** w_login, w_forget, w_home, w_leftmenu. */
  groupName?: string;
  /** The link target the site resolved from the linkage, if it is a page. */
  href?: string;
  /** What the banner says, for people who cannot see it. */
  alt?: string;
}

/** Spec §9: banner autoplay 5000 ms, speed 1000 ms, loop only with more than one slide, spacing 20.3. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;
export const BANNER_SPACE_BETWEEN = 20.3;

export interface BannerSliderProps {
  banners: Banner[];
  /** Opens a banner that has a linkageType but no href (e.g. a promotion modal). */
  onSelect?: (banner: Banner) => void;
  /** Intrinsic size of the banner images, so the space is reserved before they load. Default 1200×400. */
  imageWidth?: number;
  imageHeight?: number;
  loading?: boolean;
  messages?: Partial<BannerSliderMessages>;
  className?: string;
}

/** Whether a banner opens something: only with a linkageType, and a way to open it (spec §2). */
export const isBannerClickable = (banner: Banner, hasOnSelect: boolean): boolean =>
  Boolean(banner.linkageType) && (Boolean(banner.href) || hasOnSelect);

/** The home page's banner carousel: autoplay with a pause button, dots, clickable slides (spec §2, §9). */
export const BannerSlider = ({
  banners,
  onSelect,
  imageWidth = 1200,
  imageHeight = 400,
  loading = false,
  messages: messagesProp,
  className,
}: BannerSliderProps) => {
  const messages = { ...bannerSliderMessages, ...messagesProp };
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const several = banners.length > 1;
  const autoplay = useAutoplay(swiper, several);

  if (loading) {
    return (
      <div className={[styles.skeleton, className].filter(Boolean).join(' ')} style={{ aspectRatio: `${imageWidth} / ${imageHeight}` }}>
        <VisuallyHidden role="status">{messages.loading}</VisuallyHidden>
      </div>
    );
  }
  if (banners.length === 0) return null;

  const total = banners.length;
  const renderSlide = (banner: Banner, index: number) => {
    const priority = index === 0;
    const label = banner.alt || formatMessage(messages.slide, { index: index + 1, total });
    const image = (
      <img
        className={styles.image}
        src={banner.url}
        alt={banner.alt ?? ''}
        width={imageWidth}
        height={imageHeight}
        // the first slide is the LCP image: never lazy
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        draggable={false}
      />
    );
    let content: ReactNode = image;
    if (isBannerClickable(banner, Boolean(onSelect))) {
      content = banner.href ? (
        <Link href={banner.href} className={styles.action} underline="none" aria-label={banner.alt ? undefined : label}>
          {image}
        </Link>
      ) : (
        <button type="button" className={styles.action} onClick={() => onSelect?.(banner)} aria-label={banner.alt ? undefined : label}>
          {image}
        </button>
      );
    }
    return (
      <SwiperSlide key={banner.id ?? `${index}-${banner.url}`} className={styles.slide}>
        {content}
      </SwiperSlide>
    );
  };

  return (
    <section
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={messages.label}
      {...autoplay.focusHandlers}
    >
      <Swiper
        className={styles.swiper}
        modules={[A11y, Autoplay, Pagination]}
        onSwiper={setSwiper}
        slidesPerView={1}
        spaceBetween={BANNER_SPACE_BETWEEN}
        speed={autoplay.reducedMotion ? 0 : BANNER_SPEED_MS}
        loop={several}
        autoplay={several ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        pagination={several ? { clickable: true } : false}
        a11y={{
          containerMessage: null,
          containerRoleDescriptionMessage: null,
          itemRoleDescriptionMessage: 'slide',
          slideLabelMessage: messages.slide.replace('{index}', '{{index}}').replace('{total}', '{{slidesLength}}'),
          paginationBulletMessage: messages.goToSlide.replace('{index}', '{{index}}'),
        }}
      >
        {banners.map(renderSlide)}
      </Swiper>
      {several ? (
        <button
          type="button"
          className={styles.pause}
          onClick={autoplay.toggle}
          aria-label={autoplay.playing ? messages.pause : messages.play}
        >
          {autoplay.playing ? <Pause size={14} aria-hidden fill="currentColor" /> : <Play size={14} aria-hidden fill="currentColor" />}
        </button>
      ) : null}
    </section>
  );
};
BannerSlider.displayName = 'BannerSlider';
