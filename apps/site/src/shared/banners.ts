import type { Banner as KitBanner } from '@croupier/ui';
import type { Banner } from '@croupier/sdk';
import { paths, type GameRouteType } from '@/config/paths';

type LinkageType = Banner['linkageType'];

const ctaKeys = {
  PROMOTION: 'lobby.banner.cta.PROMOTION',
  GAME: 'lobby.banner.cta.GAME',
  GAME_TYPE: 'lobby.banner.cta.GAME_TYPE',
  ROUTE: 'lobby.banner.cta.ROUTE',
  URL: 'lobby.banner.cta.URL',
} as const satisfies Record<Exclude<LinkageType, 'NONE'>, string>;

/** The translation key of a banner's call to action, by what it opens. */
export const bannerCtaKey = (linkageType: Exclude<LinkageType, 'NONE'>) => ctaKeys[linkageType];

/**
 * A server banner as the slider shows it (spec §2): its title is the headline set over the art; clickable
 * only with a linkageType other than NONE, with a call to action from `ctaLabel`; pages become links, a
 * game opens on the seamless game page, an outside URL in a new tab (onSelect); its artwork goes through
 * `art` (the merchant's image CDN, useCdnUrls).
 */
export function toSlide(
  banner: Banner,
  ctaLabel?: (linkageType: Exclude<LinkageType, 'NONE'>) => string,
  art: (url: string) => string = (url) => url,
): KitBanner {
  const target = banner.linkageTarget ?? '';
  const slide: KitBanner = {
    id: banner.id,
    url: art(banner.url),
    alt: banner.title,
    headline: banner.title,
    groupName: banner.groupName,
  };
  if (banner.linkageType === 'NONE' || !target) return slide;
  slide.cta = ctaLabel?.(banner.linkageType);
  switch (banner.linkageType) {
    case 'GAME':
      return { ...slide, linkageType: 'GAME', href: paths.seamless.href(target) };
    case 'GAME_TYPE':
      return {
        ...slide,
        linkageType: 'GAME_TYPE',
        href: paths.category.href(target as GameRouteType),
      };
    case 'PROMOTION':
      return {
        ...slide,
        linkageType: 'PROMOTION',
        href: paths.promotions.href(target),
      };
    case 'ROUTE':
      return {
        ...slide,
        linkageType: 'ROUTE',
        href: target.startsWith('/') ? target : `/${target}`,
      };
    default:
      return { ...slide, linkageType: banner.linkageType };
  }
}
