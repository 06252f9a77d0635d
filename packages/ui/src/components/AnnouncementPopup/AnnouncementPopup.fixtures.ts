import type { Announcement } from './AnnouncementPopup';

export const announcements: Announcement[] = [
  {
    id: 101,
    title: 'Weekend reload bonus',
    content:
      '<p>Deposit from <b>R$ 50</b> this weekend and get a <b>20%</b> reload bonus.</p><p>Valid until Sunday 23:59.</p>',
    time: '2026-11-21 09:00',
  },
  {
    id: 102,
    title: 'Scheduled maintenance',
    content: '<p>PG Soft games will be unavailable on Tuesday from 02:00 to 04:00 (GMT-03:00).</p>',
    time: '2026-11-20 18:30',
  },
  {
    id: 103,
    title: 'New: crash games',
    content: '<p>Try our in-house crash games, now in the Crash section.</p>',
    time: '2026-11-19 12:00',
  },
];

/** A stand-in for the site's sanitizer in stories and tests: keeps only <p> and <b>. */
export const demoSanitize = (html: string) => html.replace(/<(?!\/?(p|b)>)[^>]*>/g, '');
