import type { Banner as KitBanner } from '@croupier/ui';
import type { Banner } from '@croupier/sdk';
import { paths, type GameRouteType } from '@/config/paths';

/**
 * A server banner as the slider shows it (spec §2): clickable only with a linkageType other than NONE;
 * pages become links, a game opens on the seamless game page, an outside URL in a new tab (onSelect).
 */
export function toSlide(banner: Banner): KitBanner {
  const target = banner.linkageTarget ?? '';
  const slide: KitBanner = {
    id: banner.id,
    url: banner.url,
    alt: banner.title,
    groupName: banner.groupName,
  };
  if (banner.linkageType === 'NONE' || !target) return slide;
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
