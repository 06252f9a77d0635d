/** Texts the PromotionCarousel writes itself, English by default. */
export interface PromotionCarouselMessages {
  title: string;
  previous: string;
  next: string;
  more: string;
  loading: string;
}

export const promotionCarouselMessages: PromotionCarouselMessages = {
  title: 'Promotions',
  previous: 'Previous promotions',
  next: 'Next promotions',
  more: 'View all',
  loading: 'Loading promotions',
};
