/** Texts the BannerSlider writes itself, English by default. `{index}` and `{total}` are slide numbers. */
export interface BannerSliderMessages {
  /** The carousel's accessible name. */
  label: string;
  pause: string;
  play: string;
  /** Each slide's name for assistive technology. */
  slide: string;
  /** A pagination dot's name. */
  goToSlide: string;
  loading: string;
}

export const bannerSliderMessages: BannerSliderMessages = {
  label: 'Featured promotions',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  slide: 'Slide {index} of {total}',
  goToSlide: 'Go to slide {index}',
  loading: 'Loading banners',
};
