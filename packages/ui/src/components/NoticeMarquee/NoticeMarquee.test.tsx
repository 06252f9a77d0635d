import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/render';
import { marqueeDuration } from './marquee';
import { NoticeMarquee } from './NoticeMarquee';

const notices = [
  { id: 1, title: 'Scheduled maintenance on Sunday 02:00-04:00' },
  { id: 2, title: 'New: PIX deposits arrive in seconds' },
];

const reduceMotion = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

describe('NoticeMarquee', () => {
  it('each notice opens on click; the loop copy is hidden from assistive technology', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithProvider(<NoticeMarquee notices={notices} onSelect={onSelect} />);
    const region = screen.getByRole('region', { name: 'Notices' });
    const buttons = within(region).getAllByRole('button', { name: /maintenance|PIX/ });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]!);
    expect(onSelect).toHaveBeenCalledWith(notices[1]);
  });

  it('has a pause button that turns into play', async () => {
    const { user } = renderWithProvider(<NoticeMarquee notices={notices} onSelect={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Pause notices' }));
    expect(screen.getByRole('button', { name: 'Play notices' })).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('data-paused', 'true');
  });

  it('under reduced motion is a static list without a pause button', () => {
    reduceMotion();
    try {
      renderWithProvider(<NoticeMarquee notices={notices} onSelect={() => {}} />);
      expect(screen.getAllByRole('listitem')).toHaveLength(2);
      expect(screen.queryByRole('button', { name: 'Pause notices' })).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('renders nothing without notices', () => {
    const { container } = renderWithProvider(<NoticeMarquee notices={[]} onSelect={() => {}} />);
    expect(container.querySelector('section')).toBeNull();
  });
});

describe('marqueeDuration', () => {
  it('keeps the speed constant whatever the text length, with a floor', () => {
    expect(marqueeDuration(1200, 60)).toBe(20);
    expect(marqueeDuration(100, 60)).toBe(8);
    expect(marqueeDuration(0, 60)).toBe(8);
  });
});
