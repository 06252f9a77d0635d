import '../Select/jsdomPolyfills';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/render';
import { announcements, demoSanitize } from './AnnouncementPopup.fixtures';
import type { AnnouncementPopupProps } from './AnnouncementPopup';
import { AnnouncementPopup } from './AnnouncementPopup';

const renderPopup = (props: Partial<AnnouncementPopupProps> = {}) => {
  const onClose = vi.fn();
  return {
    ...renderWithProvider(
      <AnnouncementPopup announcements={announcements} onClose={onClose} {...props} />,
    ),
    onClose,
  };
};

describe('AnnouncementPopup', () => {
  it('moves focus to the announcement a frame after it opens, not while it mounts', async () => {
    renderPopup();
    const body = screen.getByRole('region', { name: 'Weekend reload bonus' });
    // Radix's own autofocus would have moved it already (it reads every candidate's styles while mounting)
    expect(body).not.toHaveFocus();
    await waitFor(() => expect(body).toHaveFocus());
  });

  it('shows the first announcement with its title and time', () => {
    renderPopup();
    expect(screen.getByRole('dialog', { name: 'Weekend reload bonus' })).toBeInTheDocument();
    expect(screen.getByText('2026-11-21 09:00')).toBeInTheDocument();
  });

  it('renders content as plain text by default, never as HTML', () => {
    renderPopup({
      announcements: [
        { id: 1, title: 'Hi', content: '<img src=x onerror="alert(1)"><b>bold</b>', time: 'now' },
      ],
    });
    const body = screen.getByRole('region', { name: 'Hi' });
    expect(body.querySelector('img, b')).toBeNull();
    expect(body).toHaveTextContent('<img src=x onerror="alert(1)"><b>bold</b>');
  });

  it('renders content through renderContent so the site sanitizes HTML', () => {
    const renderContent = vi.fn((html: string) => (
      <div dangerouslySetInnerHTML={{ __html: demoSanitize(html) }} />
    ));
    renderPopup({ renderContent });
    expect(renderContent).toHaveBeenCalledWith(announcements[0]!.content, announcements[0]);
    expect(screen.getByText('R$ 50').tagName).toBe('B');
  });

  it('pages through several announcements with previous, next and an n of m counter', async () => {
    const { user } = renderPopup();
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(screen.getByRole('dialog', { name: 'Scheduled maintenance' })).toBeInTheDocument();
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    await user.click(next);
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
  });

  it('a single announcement has no pager', () => {
    renderPopup({ announcements: announcements.slice(0, 1) });
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByText(/of 1/)).not.toBeInTheDocument();
  });

  it('closing reports the id of the last announcement seen', async () => {
    const { user, onClose } = renderPopup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(onClose).toHaveBeenCalledExactlyOnceWith(102);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Escape and the corner close button also report the last seen id', async () => {
    const { user, onClose } = renderPopup();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith(101);
    const second = renderPopup({ announcements: announcements.slice(2) });
    await second.user.click(screen.getByRole('button', { name: 'Close' }));
    expect(second.onClose).toHaveBeenCalledWith(103);
  });

  it('renders nothing without announcements', () => {
    renderPopup({ announcements: [] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays closed when controlled closed', () => {
    renderPopup({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('formats the time and takes translated texts through messages', () => {
    renderPopup({
      formatTime: (time) => `Publicado ${time}`,
      messages: { counter: '{n}/{m}', next: 'Próximo', close: 'Entendi' },
    });
    expect(screen.getByText('Publicado 2026-11-21 09:00')).toBeInTheDocument();
    expect(screen.getByText('1/3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entendi' })).toBeInTheDocument();
  });
});
