// Staff HTML (announcements, help articles, terms) through an allow-list sanitiser before it is stored or
// served (issue 18): text formatting, lists, headings and http(s)/mailto/tel links; no script, no event
// handler, no style, no frame, no form, no image. The site sanitises again when it renders
// (apps/site/src/shared/StaffHtml.tsx, DOMPurify with the same list).
import sanitizeHtml from 'sanitize-html';
import type { Db } from '../../db/types';
import { announcements } from './tables';

export const STAFF_HTML_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'span',
  'a',
];

const options: sanitizeHtml.IOptions = {
  allowedTags: STAFF_HTML_TAGS,
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // Whatever is not allowed goes with its content when it can run or hide things, else only its tags.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'template',
  ],
};

/** The HTML with only the allowed tags and attributes left. */
export const sanitizeStaffHtml = (html: string): string => sanitizeHtml(html, options);

/** Stores announcements with their HTML sanitised: every writer (the seed today, staff tools later) comes here. */
export async function insertAnnouncements(
  db: Db,
  rows: (typeof announcements.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(announcements)
    .values(rows.map((row) => ({ ...row, content: sanitizeStaffHtml(row.content) })));
}
