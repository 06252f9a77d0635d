import '../Select/jsdomPolyfills';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/render';
import { stubMatchMedia } from './matchMediaStub';
import { promotionCover } from './promotion';
import { PromotionCarousel } from './PromotionCarousel';
import { demoPromotions } from './PromotionCarousel.fixtures';

describe('PromotionCarousel', () => {
  beforeEach(() => stubMatchMedia());
  afterEach(() => vi.unstubAllGlobals());

  it('is a titled section of promotion links with named arrows', () => {
    renderWithProvider(<PromotionCarousel promotions={demoPromotions} moreHref="/promotions" />);
    const section = screen.getByRole('region', { name: 'Promotions' });
    expect(within(section).getByRole('link', { name: demoPromotions[0]!.title })).toHaveAttribute('href', '/promotions#11');
    expect(within(section).getByRole('button', { name: 'Previous promotions' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Next promotions' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/promotions');
  });

  it('opens a promotion without href through onSelect', async () => {
    const onSelect = vi.fn();
    const promotions = demoPromotions.map(({ href: _href, ...rest }) => rest);
    const { user } = renderWithProvider(<PromotionCarousel promotions={promotions} onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: promotions[1]!.title }));
    expect(onSelect).toHaveBeenCalledWith(promotions[1]);
  });

  it('shows skeletons while loading and nothing without promotions', () => {
    const { container, rerender } = renderWithProvider(<PromotionCarousel promotions={[]} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading promotions');
    rerender(<PromotionCarousel promotions={[]} />);
    expect(container.querySelector('section')).toBeNull();
  });

  it('takes the cover with the lowest sequence', () => {
    expect(promotionCover({ id: 1, title: 't', announcementImages: [{ url: 'b', sequence: 2 }, { url: 'a', sequence: 1 }] })).toBe('a');
    expect(promotionCover({ id: 1, title: 't' })).toBeUndefined();
  });
});
