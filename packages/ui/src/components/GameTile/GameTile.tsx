import { useId, useState } from 'react';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Flame, Gamepad2, Heart, ImageOff, Play } from 'lucide-react';
import { Link } from '../Link/Link';
import type { CardColor } from './cardColor';
import { cardColorFor } from './cardColor';
import { formatMessage } from './formatMessage';
import type { LobbyGame } from './game';
import { gameImage, gameTitle, isHotGame, isRngGame } from './game';
import type { GameTileMessages } from './GameTile.messages';
import { gameTileMessages } from './GameTile.messages';
import { FAVOURITE_THROTTLE_MS, throttle } from './throttle';
import * as styles from './GameTile.css';

export interface GameTileProps {
  game: LobbyGame;
  /** The vendor's name under the title (e.g. "PG Soft"); defaults to the game's vassalage code. */
  vendorName?: string;
  /** A small vendor logo next to the name (decorative: the name says it). */
  vendorLogoUrl?: string;
  /** Opens or launches the game; the whole card is the target. Ignored when `href` is given. */
  onSelect?: (game: LobbyGame) => void;
  /** Or: the card is a link (through the provider's linkComponent). */
  href?: string;
  /** Shows the immediate-play button, on non-RNG games only (spec §2). */
  onPlay?: (game: LobbyGame) => void;
  /** Whether the game is in the player's favourites. */
  favourite?: boolean;
  /** Shows the favourite toggle; called with the wanted state, at most once per 1000 ms (spec §4). */
  onToggleFavourite?: (game: LobbyGame, favourite: boolean) => void;
  /**
   * The card colour. By default it follows the nodeId (`cardColorFor`), so it is stable; the site may pass
   * one it chose at random (`randomCardColor`) and kept for the session.
   */
  colorKey?: CardColor;
  /** Above the fold: load the image at once with high priority (the LCP image must never be lazy). */
  priority?: boolean;
  /** Intrinsic size of the artwork, so the browser reserves the space before it loads. Default 300×300. */
  imageWidth?: number;
  imageHeight?: number;
  messages?: Partial<GameTileMessages>;
  className?: string;
}

const initialsOf = (name: string): string =>
  name
    .split(/\s+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();

/** A game card (spec §2): artwork, name, vendor, hot badge, favourite toggle and immediate play. */
export const GameTile = ({
  game,
  vendorName,
  vendorLogoUrl,
  onSelect,
  href,
  onPlay,
  favourite = false,
  onToggleFavourite,
  colorKey,
  priority = false,
  imageWidth = 300,
  imageHeight = 300,
  messages: messagesProp,
  className,
}: GameTileProps) => {
  const messages = { ...gameTileMessages, ...messagesProp };
  const titleId = useId();
  const name = gameTitle(game);
  const src = gameImage(game);
  const [failedSrc, setFailedSrc] = useState<string>();
  const showImage = src !== undefined && failedSrc !== src;
  // one throttle per tile for its lifetime: a double click adds then removes nothing
  const [throttled] = useState(() => throttle((run: () => void) => run(), FAVOURITE_THROTTLE_MS));
  const color = colorKey ?? cardColorFor(game.nodeId);
  const vendor = vendorName ?? game.vassalage;
  const interactive = Boolean(href || onSelect);

  let titleContent: ReactNode = name;
  if (href) {
    titleContent = (
      <Link href={href} className={styles.action} underline="none" tone="neutral">
        {name}
      </Link>
    );
  } else if (onSelect) {
    titleContent = (
      <button type="button" className={styles.action} onClick={() => onSelect(game)}>
        {name}
      </button>
    );
  }

  return (
    <article
      className={clsx(styles.tile({ color }), className)}
      aria-labelledby={titleId}
      data-color={color}
      data-interactive={interactive || undefined}
    >
      <div className={styles.info}>
        <p className={styles.title} id={titleId} title={name}>
          {titleContent}
        </p>
        {vendor ? (
          <span className={styles.vendor}>
            {vendorLogoUrl ? (
              <img className={styles.vendorLogo} src={vendorLogoUrl} alt="" width={16} height={16} loading="lazy" decoding="async" />
            ) : null}
            <span className={styles.vendorName}>{vendor}</span>
          </span>
        ) : null}
      </div>
      <div className={styles.media}>
        {showImage ? (
          <img
            // a new element for new artwork: a tile the grid reuses for another game never shows the old picture
            key={src}
            className={styles.image}
            src={src}
            alt=""
            width={imageWidth}
            height={imageHeight}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={priority ? 'high' : undefined}
            onError={() => setFailedSrc(src)}
          />
        ) : (
          <div className={styles.fallback} data-testid="game-tile-fallback">
            <span className={styles.fallbackInitials} aria-hidden="true">
              {initialsOf(name) || <Gamepad2 size={36} aria-hidden />}
            </span>
            {src !== undefined ? (
              <span className={styles.fallbackNote}>
                <ImageOff size={12} aria-hidden />
                {messages.imageUnavailable}
              </span>
            ) : null}
          </div>
        )}
        {isHotGame(game) ? (
          <span className={styles.hotBadge}>
            <Flame size={12} aria-hidden />
            {messages.hot}
          </span>
        ) : null}
        {onToggleFavourite ? (
          <button
            type="button"
            className={styles.favourite}
            aria-pressed={favourite}
            aria-label={favourite ? messages.removeFavourite : messages.addFavourite}
            onClick={() => throttled(() => onToggleFavourite(game, !favourite))}
          >
            <Heart className={styles.heart} aria-hidden strokeWidth={2.25} />
          </button>
        ) : null}
        {onPlay && !isRngGame(game) ? (
          <button
            type="button"
            className={styles.play}
            aria-label={formatMessage(messages.play, { game: name })}
            onClick={() => onPlay(game)}
          >
            <Play className={styles.playIcon} aria-hidden />
          </button>
        ) : null}
      </div>
    </article>
  );
};
GameTile.displayName = 'GameTile';

/** A tile-shaped placeholder while games load. */
export const GameTileSkeleton = () => (
  <div className={styles.skeleton} aria-hidden="true" data-testid="game-tile-skeleton">
    <div className={styles.skeletonMedia} />
    <div className={styles.skeletonLines}>
      <div className={styles.skeletonLine} style={{ inlineSize: '78%' }} />
      <div className={`${styles.skeletonLine} ${styles.vendorLine}`} style={{ inlineSize: '44%' }} />
    </div>
  </div>
);
GameTileSkeleton.displayName = 'GameTileSkeleton';
