import '../BannerSlider/swiperStyles';
import { useId, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Flame } from 'lucide-react';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { useAutoplay } from '../BannerSlider/useAutoplay';
import { WidthResize } from '../BannerSlider/widthResize';
import type { LobbyGame } from '../GameTile/game';
import { GameTile, GameTileSkeleton } from '../GameTile/GameTile';
import { CarouselHeader } from '../PromotionCarousel/CarouselHeader';
import { useSwiperEdges } from '../PromotionCarousel/useSwiperEdges';
import type { HotGamesCarouselMessages } from './HotGamesCarousel.messages';
import { hotGamesCarouselMessages } from './HotGamesCarousel.messages';
import * as styles from './HotGamesCarousel.css';
import { HOT_GAMES_GAP, hotGamesViews } from './views';

/** Spec §9: 6 slides, arrows when more than 7 games, autoplay 1200 ms, speed 1100 ms. */
export const HOT_GAMES_PER_VIEW = hotGamesViews.breakpoints[1024];
export const HOT_GAMES_ARROWS_ABOVE = 7;
export const HOT_GAMES_AUTOPLAY_MS = 1200;
export const HOT_GAMES_SPEED_MS = 1100;

export interface HotGamesCarouselProps<Game extends LobbyGame = LobbyGame> {
  games: Game[];
  /** Draws one tile; by default a plain GameTile. The first row's tiles get `priority`. */
  renderTile?: (game: Game, context: { index: number; priority: boolean }) => ReactNode;
  getKey?: (game: Game) => string | number;
  moreHref?: string;
  loading?: boolean;
  headingLevel?: 'h2' | 'h3' | 'h4';
  messages?: Partial<HotGamesCarouselMessages>;
  className?: string;
}

const defaultRenderTile = (game: LobbyGame, { priority }: { priority: boolean }) => <GameTile game={game} priority={priority} />;
const defaultKey = (game: LobbyGame) => game.nodeId;

/**
 * The home page's hot games (spec §2, §9): 6 tiles per view on desktop, sliding on its own every 1.2 s with a
 * pause button, still under reduced motion, with arrows once there are more than 7 games.
 */
export const HotGamesCarousel = <Game extends LobbyGame = LobbyGame>({
  games,
  renderTile = defaultRenderTile as (game: Game, context: { index: number; priority: boolean }) => ReactNode,
  getKey = defaultKey,
  moreHref,
  loading = false,
  headingLevel,
  messages: messagesProp,
  className,
}: HotGamesCarouselProps<Game>) => {
  const messages = { ...hotGamesCarouselMessages, ...messagesProp };
  const titleId = useId();
  const { swiper, atStart, atEnd, swiperProps } = useSwiperEdges();
  const moves = games.length > HOT_GAMES_PER_VIEW;
  const autoplay = useAutoplay(swiper, moves && !loading, HOT_GAMES_AUTOPLAY_MS);
  const arrows = games.length > HOT_GAMES_ARROWS_ABOVE;
  // The same slides while only the carousel's own state moves (Swiper handed over, an edge reached, autoplay
  // paused): React then skips every tile, where it re-rendered all of them (30 tiles, 180 components).
  const slides = useMemo(
    () =>
      games.map((game, index) => (
        <SwiperSlide key={getKey(game)} className={styles.slide}>
          {renderTile(game, { index, priority: index < HOT_GAMES_PER_VIEW })}
        </SwiperSlide>
      )),
    [games, renderTile, getKey],
  );

  if (!loading && games.length === 0) return null;

  return (
    <section
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-roledescription="carousel"
      {...autoplay.focusHandlers}
    >
      <CarouselHeader
        // the pause button comes with the games: its height is kept from the start
        keepControlsHeight
        titleId={titleId}
        title={messages.title}
        icon={<Flame size={20} />}
        headingLevel={headingLevel}
        moreHref={moreHref}
        moreLabel={messages.more}
        autoplay={
          moves && !loading
            ? { playing: autoplay.playing, onToggle: autoplay.toggle, pauseLabel: messages.pause, playLabel: messages.play }
            : undefined
        }
        arrows={
          arrows && !loading
            ? {
                previousLabel: messages.previous,
                nextLabel: messages.next,
                onPrevious: () => swiper?.slidePrev(),
                onNext: () => swiper?.slideNext(),
                // looping: there is always a previous and a next
                atStart: !moves && atStart,
                atEnd: !moves && atEnd,
              }
            : undefined
        }
      />
      {loading ? (
        <div className={styles.skeletonRow} aria-busy="true">
          <VisuallyHidden role="status">{messages.loading}</VisuallyHidden>
          {Array.from({ length: HOT_GAMES_PER_VIEW }, (_, index) => (
            <div key={index} className={styles.skeletonSlot}>
              <GameTileSkeleton />
            </div>
          ))}
        </div>
      ) : (
        <Swiper
          {...swiperProps}
          className={styles.swiper}
          modules={[A11y, WidthResize]}
          resizeObserver={false}
          slidesPerView={hotGamesViews.perView}
          spaceBetween={HOT_GAMES_GAP}
          breakpoints={Object.fromEntries(
            Object.entries(hotGamesViews.breakpoints).map(([width, perView]) => [width, { slidesPerView: perView }]),
          )}
          speed={autoplay.reducedMotion ? 0 : HOT_GAMES_SPEED_MS}
          loop={moves}
          watchSlidesProgress
          a11y={{ containerMessage: null, containerRoleDescriptionMessage: null, itemRoleDescriptionMessage: null, slideRole: 'group' }}
        >
          {slides}
        </Swiper>
      )}
    </section>
  );
};
HotGamesCarousel.displayName = 'HotGamesCarousel';
