/** A promotion (spec §3): id, title and its images in display order. */
export interface Promotion {
  id: string | number;
  title: string;
  announcementImages?: { url: string; sequence: number }[];
  /** Where it opens, if it is a page (e.g. /promotions#12). */
  href?: string;
}

/** The cover image: the one with the lowest sequence. */
export const promotionCover = (promotion: Promotion): string | undefined =>
  [...(promotion.announcementImages ?? [])].sort((a, b) => a.sequence - b.sequence)[0]?.url;
