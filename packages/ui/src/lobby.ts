// The lobby group: the home page's game tiles, grids, carousels, jackpot, winners and notices (spec §2).
export { GameTile, GameTileSkeleton } from './components/GameTile/GameTile';
export type { GameTileProps } from './components/GameTile/GameTile';
export type { GameTileMessages } from './components/GameTile/GameTile.messages';
export type { LobbyGame } from './components/GameTile/game';
export { gameTitle, gameImage, isHotGame, isRngGame } from './components/GameTile/game';
export {
  cardColors,
  cardColorFor,
  randomCardColor,
  isCardColor,
} from './components/GameTile/cardColor';
export type { CardColor } from './components/GameTile/cardColor';
export { throttle, FAVOURITE_THROTTLE_MS } from './components/GameTile/throttle';

export { GameGrid } from './components/GameGrid/GameGrid';
export type { GameGridProps, GameGridTileContext } from './components/GameGrid/GameGrid';
export type { GameGridMessages } from './components/GameGrid/GameGrid.messages';
export { gridColumns } from './components/GameGrid/gridColumns';

export { VendorMenu } from './components/VendorMenu/VendorMenu';
export type { VendorMenuProps, VendorMenuVendor } from './components/VendorMenu/VendorMenu';
export type { VendorMenuMessages } from './components/VendorMenu/VendorMenu.messages';

export {
  BannerSlider,
  isBannerClickable,
  BANNER_AUTOPLAY_MS,
  BANNER_SPEED_MS,
  BANNER_SPACE_BETWEEN,
} from './components/BannerSlider/BannerSlider';
export type { BannerSliderProps, Banner } from './components/BannerSlider/BannerSlider';
export type { BannerSliderMessages } from './components/BannerSlider/BannerSlider.messages';
export { usePrefersReducedMotion } from './components/BannerSlider/usePrefersReducedMotion';

export { BannerPlaceholder } from './components/BannerPlaceholder/BannerPlaceholder';
export type { BannerPlaceholderProps } from './components/BannerPlaceholder/BannerPlaceholder';
export { LobbyHero } from './components/LobbyHero/LobbyHero';
export type { LobbyHeroProps } from './components/LobbyHero/LobbyHero';

export {
  PromotionCarousel,
  PROMOTIONS_PER_VIEW,
  PROMOTION_SPACE_BETWEEN,
} from './components/PromotionCarousel/PromotionCarousel';
export type { PromotionCarouselProps } from './components/PromotionCarousel/PromotionCarousel';
export type { PromotionCarouselMessages } from './components/PromotionCarousel/PromotionCarousel.messages';
export type { Promotion } from './components/PromotionCarousel/promotion';
export { promotionCover } from './components/PromotionCarousel/promotion';
export { PromotionCard, PromotionImages } from './components/PromotionCard/PromotionCard';
export type {
  PromotionCardProps,
  PromotionImagesProps,
} from './components/PromotionCard/PromotionCard';

export {
  HotGamesCarousel,
  HOT_GAMES_PER_VIEW,
  HOT_GAMES_ARROWS_ABOVE,
  HOT_GAMES_AUTOPLAY_MS,
  HOT_GAMES_SPEED_MS,
} from './components/HotGamesCarousel/HotGamesCarousel';
export type { HotGamesCarouselProps } from './components/HotGamesCarousel/HotGamesCarousel';
export type { HotGamesCarouselMessages } from './components/HotGamesCarousel/HotGamesCarousel.messages';

export { JackpotCounter } from './components/JackpotCounter/JackpotCounter';
export type { JackpotCounterProps } from './components/JackpotCounter/JackpotCounter';
export type { JackpotCounterMessages } from './components/JackpotCounter/JackpotCounter.messages';
export type { JackpotTimers } from './components/JackpotCounter/useJackpot';
export {
  JACKPOT_MIN,
  JACKPOT_MAX,
  nextJackpot,
  wrapJackpot,
} from './components/JackpotCounter/jackpot';

export { WinnersBoard } from './components/WinnersBoard/WinnersBoard';
export type { WinnersBoardProps } from './components/WinnersBoard/WinnersBoard';
export type { WinnersBoardMessages } from './components/WinnersBoard/WinnersBoard.messages';
export type { WinnerEntry } from './components/WinnersBoard/winners';
export { topWinners, maskName, WINNERS_SHOWN } from './components/WinnersBoard/winners';

export { NoticeMarquee } from './components/NoticeMarquee/NoticeMarquee';
export type { NoticeMarqueeProps, Notice } from './components/NoticeMarquee/NoticeMarquee';
export type { NoticeMarqueeMessages } from './components/NoticeMarquee/NoticeMarquee.messages';

export { GamePopup } from './components/GamePopup/GamePopup';
export type { GamePopupProps } from './components/GamePopup/GamePopup';
export type { GamePopupMessages } from './components/GamePopup/GamePopup.messages';
export { GameFrame } from './components/GamePopup/GameFrame';
export type { GameFrameProps } from './components/GamePopup/GameFrame';

export { CrashCurve } from './components/CrashCurve/CrashCurve';
export type {
  CrashCurveProps,
  CrashCurvePhase,
  CrashCurveMessages,
} from './components/CrashCurve/CrashCurve';
