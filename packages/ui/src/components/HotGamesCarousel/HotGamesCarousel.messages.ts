/** Texts the HotGamesCarousel writes itself, English by default. */
export interface HotGamesCarouselMessages {
  title: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  more: string;
  loading: string;
}

export const hotGamesCarouselMessages: HotGamesCarouselMessages = {
  title: 'Hot games',
  previous: 'Previous games',
  next: 'Next games',
  pause: 'Pause hot games',
  play: 'Play hot games',
  more: 'More games',
  loading: 'Loading hot games',
};
