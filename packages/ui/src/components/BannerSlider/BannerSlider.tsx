import './swiperStyles';
import { startTransition, useId, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Pause, Play } from 'lucide-react';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { Link } from '../Link/Link';
import { formatMessage } from '../GameTile/formatMessage';
import { BannerPlaceholder } from '../BannerPlaceholder/BannerPlaceholder';
import type { BannerSliderMessages } from './BannerSlider.messages';
import { bannerSliderMessages } from './BannerSlider.messages';
import { useAutoplay } from './useAutoplay';
import { WidthResize } from './widthResize';
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
  /** What the banner says, for people who cannot see it (used when it has no headline). */
  alt?: string;
  /**
   * The promotion's headline, set as text over the art (crisp, translatable, read by assistive
   * technology); the art is then decorative. Sized to the banner's width and wrapped to fit.
   */
  headline?: string;
  /** The call to action's label; shown on a clickable banner that has a headline. */
  cta?: string;
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
  /**
   * The first slide is the page's largest picture (its LCP): loaded at once with high priority and decoded
   * before it is shown. Default true. False for a banner beside the page's main content (a side menu's): its
   * picture is lazy, so a screen that does not show it (a phone's collapsed menu) never loads it.
   */
  priority?: boolean;
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
  priority: firstIsPriority = true,
  messages: messagesProp,
  className,
}: BannerSliderProps) => {
  const messages = { ...bannerSliderMessages, ...messagesProp };
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const several = banners.length > 1;
  const autoplay = useAutoplay(swiper, several, BANNER_AUTOPLAY_MS);

  // the art's own ratio; a narrow banner with a headline takes a taller ratio in CSS (room for the text)
  const aspect = assignInlineVars({ [styles.aspectVar]: `${imageWidth} / ${imageHeight}` });
  if (loading) return <BannerPlaceholder label={messages.loading} />;
  if (banners.length === 0) return null;

  const total = banners.length;
  const clickable = (banner: Banner) => isBannerClickable(banner, Boolean(onSelect));
  const renderSlide = (banner: Banner, index: number) => {
    const priority = firstIsPriority && index === 0;
    const label = banner.alt || formatMessage(messages.slide, { index: index + 1, total });
    const image = (
      <img
        className={styles.image}
        src={banner.url}
        // with a headline the picture is decoration: the text says it all
        alt={banner.headline ? '' : (banner.alt ?? '')}
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
    if (banner.headline) {
      content = (
        <CaptionedSlide
          banner={banner}
          image={image}
          action={clickable(banner) ? (banner.href ? 'link' : 'button') : undefined}
          onSelect={onSelect}
          aspect={aspect}
        />
      );
    } else if (clickable(banner)) {
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
      className={[styles.root, styles.frame, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={messages.label}
      {...autoplay.focusHandlers}
    >
      <Swiper
        className={styles.swiper}
        modules={[A11y, Pagination, WidthResize]}
        resizeObserver={false}
        // a transition: not a re-render of every slide in the task that mounts Swiper (useSwiperEdges)
        onSwiper={(instance) => startTransition(() => setSwiper(instance))}
        slidesPerView={1}
        spaceBetween={BANNER_SPACE_BETWEEN}
        speed={autoplay.reducedMotion ? 0 : BANNER_SPEED_MS}
        loop={several}
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

/**
 * A slide with its headline and call to action set over the art. The call to action is the link (its
 * name is its label, its description the headline); it stretches over the whole slide, so a press
 * anywhere on the banner opens what it links to.
 */
function CaptionedSlide({
  banner,
  image,
  action,
  onSelect,
  aspect,
}: {
  banner: Banner;
  image: ReactNode;
  action?: 'link' | 'button';
  onSelect?: (banner: Banner) => void;
  aspect: CSSProperties;
}) {
  const headlineId = useId();
  const cta = banner.cta ?? banner.headline;
  return (
    <div className={styles.captioned} style={aspect} data-captioned="">
      {image}
      <div className={styles.caption}>
        <p id={headlineId} className={styles.headline}>
          {banner.headline}
        </p>
        {action === 'link' ? (
          <Link href={banner.href!} className={styles.cta} underline="none" aria-describedby={headlineId}>
            {cta}
          </Link>
        ) : action === 'button' ? (
          <button type="button" className={styles.cta} onClick={() => onSelect?.(banner)} aria-describedby={headlineId}>
            {cta}
          </button>
        ) : null}
      </div>
    </div>
  );
}
