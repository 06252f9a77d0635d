import '../Select/jsdomPolyfills';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/render';
import type { Banner } from './BannerSlider';
import { BannerSlider, isBannerClickable } from './BannerSlider';
import { demoBanners } from './BannerSlider.fixtures';

const one: Banner[] = [{ id: 1, url: 'a.png', alt: 'Welcome bonus', linkageType: 'PROMOTION', href: '/promotions' }];

describe('BannerSlider', () => {
  it('is a named carousel whose first image is not lazy (LCP) and the others are', () => {
    renderWithProvider(<BannerSlider banners={demoBanners} />);
    const carousel = screen.getByRole('region', { name: 'Featured promotions' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const first = within(carousel).getByAltText(demoBanners[0]!.alt!);
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(within(carousel).getByAltText(demoBanners[1]!.alt!)).toHaveAttribute('loading', 'lazy');
  });

  it('without priority (a side menu’s banner), the first image is lazy too', () => {
    renderWithProvider(<BannerSlider banners={demoBanners} priority={false} />);
    const first = screen.getByAltText(demoBanners[0]!.alt!);
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(first).not.toHaveAttribute('fetchpriority');
    expect(first).toHaveAttribute('decoding', 'async');
  });

  it('slides are clickable only when they have a linkageType', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithProvider(<BannerSlider banners={demoBanners} onSelect={onSelect} />);
    // href + linkageType: a link
    expect(screen.getByRole('link', { name: demoBanners[0]!.alt! })).toHaveAttribute('href', '/promotions#welcome');
    // linkageType without href: a button through onSelect
    await user.click(screen.getByRole('button', { name: demoBanners[2]!.alt! }));
    expect(onSelect).toHaveBeenCalledWith(demoBanners[2]);
    // no linkageType: a picture only
    expect(screen.queryByRole('link', { name: demoBanners[3]!.alt! })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: demoBanners[3]!.alt! })).not.toBeInTheDocument();
  });

  it('has a pause button that turns into play (WCAG 2.2.2)', async () => {
    const { user } = renderWithProvider(<BannerSlider banners={demoBanners} />);
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('starts paused when the user prefers reduced motion', () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      renderWithProvider(<BannerSlider banners={demoBanners} />);
      expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a single banner has no pause button and no dots', () => {
    renderWithProvider(<BannerSlider banners={one} />);
    expect(screen.queryByRole('button', { name: /slideshow/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Welcome bonus' })).toBeInTheDocument();
  });

  it('shows a placeholder of the banner size while loading, and nothing without banners', () => {
    const { container, rerender } = renderWithProvider(<BannerSlider banners={[]} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading banners');
    rerender(<BannerSlider banners={[]} />);
    expect(container.querySelector('section')).toBeNull();
  });

  it('isBannerClickable needs a linkageType and a target', () => {
    expect(isBannerClickable({ url: 'x', linkageType: 'GAME' }, true)).toBe(true);
    expect(isBannerClickable({ url: 'x', linkageType: 'GAME' }, false)).toBe(false);
    expect(isBannerClickable({ url: 'x', href: '/p' }, true)).toBe(false);
    expect(isBannerClickable({ url: 'x', linkageType: 'PROMOTION', href: '/p' }, false)).toBe(true);
  });
});
