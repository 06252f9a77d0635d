/**
 * Spec §3 `imageCDNs` / `launchGameCDNs`: when a merchant names CDNs, the first one serves what the site
 * itself would. The rule: a URL of the site's own origin (relative such as `/api/art/games/1`, or absolute on
 * the page's origin) moves onto the CDN, whose origin and path prefix replace the site's origin; the path,
 * query and hash stay. A URL elsewhere (a vendor's own launch page, an outside image), `data:` and `blob:`
 * URLs, and every URL when the list is empty or its first entry is not an http(s) URL stay as they are.
 */
export function onCdn(url: string, cdns: readonly string[] | undefined, siteOrigin: string): string {
  const cdn = cdnBase(cdns?.[0]);
  if (!cdn || !url) return url;
  let parsed: URL;
  try {
    parsed = new URL(url, siteOrigin);
  } catch {
    return url;
  }
  if (parsed.origin !== new URL(siteOrigin).origin) return url;
  return `${cdn}${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The CDN entry as an origin plus path prefix without its trailing slash, or undefined when unusable. */
function cdnBase(entry: string | undefined): string | undefined {
  if (!entry) return undefined;
  try {
    const base = new URL(entry.trim());
    if (base.protocol !== 'https:' && base.protocol !== 'http:') return undefined;
    return `${base.origin}${base.pathname.replace(/\/+$/, '')}`;
  } catch {
    return undefined;
  }
}

/** The rewrites of one permission payload: artwork (tiles, banners, logos) and game launch pages. */
export interface CdnUrls {
  art: (url: string) => string;
  launch: (url: string) => string;
}

export const cdnUrlsOf = (
  info: { imageCDNs: readonly string[]; launchGameCDNs: readonly string[] } | undefined,
  siteOrigin: string,
): CdnUrls => ({
  art: (url) => onCdn(url, info?.imageCDNs, siteOrigin),
  launch: (url) => onCdn(url, info?.launchGameCDNs, siteOrigin),
});

/** A promotion's images (cards, carousel, detail) with their URLs through `art`. */
export const withArtImages = <P extends { announcementImages: readonly { url: string }[] }>(
  promotion: P,
  art: (url: string) => string,
): P => ({
  ...promotion,
  announcementImages: promotion.announcementImages.map((image) => ({ ...image, url: art(image.url) })),
});
