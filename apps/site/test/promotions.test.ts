import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { toSlide } from '@/shared/banners';
import { filterOf, promotionFilters } from '@/features/promotions/promotionTypes';

describe('promotions (spec §2, §3)', () => {
  it('filters over all and the fourteen §3 types; an unknown or absent ?type is all', () => {
    expect(promotionFilters).toHaveLength(15);
    expect(promotionFilters[0]).toBe('all');
    expect(filterOf('slots')).toBe('slots');
    expect(filterOf('casino')).toBe('all');
    expect(filterOf(null)).toBe('all');
  });

  it('keeps the type in the query and the promotion in the hash', () => {
    expect(paths.promotions.href()).toBe('/promotions');
    expect(paths.promotions.href(undefined, 'live_casino')).toBe('/promotions?type=live_casino');
    expect(paths.promotions.href('3f0f0c8e-8a8e-4d5e-9d3a-1c2b3a4d5e6f', 'slots')).toBe(
      '/promotions?type=slots#3f0f0c8e-8a8e-4d5e-9d3a-1c2b3a4d5e6f',
    );
  });

  it('a PROMOTION banner opens the promotion it names', () => {
    const slide = toSlide({
      id: 'b1',
      url: '/api/art/banners/home-welcome',
      title: 'Welcome bonus',
      groupName: 'w_home',
      linkageType: 'PROMOTION',
      linkageTarget: 'p-1',
      sequence: 0,
    });
    expect(slide).toMatchObject({ linkageType: 'PROMOTION', href: '/promotions#p-1' });
  });
});
