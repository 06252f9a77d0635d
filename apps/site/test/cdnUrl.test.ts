import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cdnUrlsOf, onCdn, withArtImages } from '@/shared/cdnUrl';
import { shareArt, useSharedArt } from '@/shared/sharedArt';

const site = 'https://play.croupier.example';

describe('the CDN rewrite of artwork and game launch URLs (spec §3 imageCDNs, launchGameCDNs)', () => {
  it('leaves every URL as it is when no CDN is set', () => {
    expect(onCdn('/api/art/games/7?format=jpeg', [], site)).toBe('/api/art/games/7?format=jpeg');
    expect(onCdn('/api/art/games/7', undefined, site)).toBe('/api/art/games/7');
  });

  it("moves the site's own relative and same-origin URLs onto the first CDN, keeping path, query and hash", () => {
    const cdns = ['https://img.cdn.example', 'https://second.cdn.example'];
    expect(onCdn('/api/art/games/7?size=large&format=jpeg', cdns, site)).toBe(
      'https://img.cdn.example/api/art/games/7?size=large&format=jpeg',
    );
    expect(onCdn(`${site}/sandbox/game/9#start`, cdns, site)).toBe('https://img.cdn.example/sandbox/game/9#start');
  });

  it("keeps the CDN's path prefix, with or without its trailing slash", () => {
    expect(onCdn('/api/art/vendors/PG', ['https://cdn.example/croupier/'], site)).toBe(
      'https://cdn.example/croupier/api/art/vendors/PG',
    );
    expect(onCdn('/api/art/vendors/PG', ['https://cdn.example/croupier'], site)).toBe(
      'https://cdn.example/croupier/api/art/vendors/PG',
    );
  });

  it('leaves outside URLs, data: URLs and an unusable CDN entry alone', () => {
    const cdns = ['https://img.cdn.example'];
    expect(onCdn('https://vendor.example/launch?token=1', cdns, site)).toBe('https://vendor.example/launch?token=1');
    expect(onCdn('data:image/svg+xml,<svg/>', cdns, site)).toBe('data:image/svg+xml,<svg/>');
    expect(onCdn('/api/art/games/7', ['not a url'], site)).toBe('/api/art/games/7');
    expect(onCdn('/api/art/games/7', ['javascript:alert(1)'], site)).toBe('/api/art/games/7');
    expect(onCdn('', cdns, site)).toBe('');
  });

  it('uses the image CDNs for artwork and the launch CDNs for games, each on its own', () => {
    const urls = cdnUrlsOf({ imageCDNs: ['https://img.cdn.example'], launchGameCDNs: [] }, site);
    expect(urls.art('/api/art/banners/home-1')).toBe('https://img.cdn.example/api/art/banners/home-1');
    expect(urls.launch('/sandbox/game/9')).toBe('/sandbox/game/9');
    const launching = cdnUrlsOf({ imageCDNs: [], launchGameCDNs: ['https://play.cdn.example'] }, site);
    expect(launching.launch('/sandbox/game/9')).toBe('https://play.cdn.example/sandbox/game/9');
    expect(cdnUrlsOf(undefined, site).art('/x.png')).toBe('/x.png');
  });

  it("moves a promotion's images onto the image CDN, leaving the rest of it as it is", () => {
    const { art } = cdnUrlsOf({ imageCDNs: ['https://img.cdn.example'], launchGameCDNs: [] }, site);
    const promotion = { id: 'p1', announcementImages: [{ url: '/api/art/banners/p1', sequence: 1 }] };
    expect(withArtImages(promotion, art)).toEqual({
      id: 'p1',
      announcementImages: [{ url: 'https://img.cdn.example/api/art/banners/p1', sequence: 1 }],
    });
  });

  it("gives the header the system watcher's rewrite, rendering it again only when the image CDN changes", () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useSharedArt();
    });
    expect(result.current('/api/art/vendors/PG')).toBe('/api/art/vendors/PG');
    // each payload hands its rewrite over; with no CDN, as at first, the header renders nothing again
    act(() => shareArt(cdnUrlsOf({ imageCDNs: [], launchGameCDNs: [] }, site).art, ''));
    act(() => shareArt(cdnUrlsOf(undefined, site).art, ''));
    expect(renders).toBe(1);
    act(() => shareArt(cdnUrlsOf({ imageCDNs: ['https://img.cdn.example'], launchGameCDNs: [] }, site).art, 'https://img.cdn.example'));
    expect(result.current('/api/art/vendors/PG')).toBe('https://img.cdn.example/api/art/vendors/PG');
    act(() => shareArt(cdnUrlsOf({ imageCDNs: ['https://img.cdn.example'], launchGameCDNs: [] }, site).art, 'https://img.cdn.example'));
    expect(renders).toBe(2);
    // cleared again: back on the site
    act(() => shareArt(cdnUrlsOf({ imageCDNs: [], launchGameCDNs: [] }, site).art, ''));
    expect(result.current('/api/art/vendors/PG')).toBe('/api/art/vendors/PG');
    expect(renders).toBe(3);
  });
});
