// Staff HTML (announcements, help articles, terms) is the only HTML the site renders as HTML (issue 18).
// The server sanitises it when it is written (apps/server/src/modules/lobby/staffHtml.ts); it is sanitised
// again here, with DOMPurify and the same allow-list, so a server that missed it still cannot run script.
// Everything members typed (nickname, address, feedback, chat, external ids) renders as text: React
// escapes it, and a site test fails when anything else sets HTML.
import DOMPurify from 'dompurify';
import { Box, type BoxProps } from '@croupier/ui';

const ALLOW_LIST = {
  ALLOWED_TAGS: [
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
  ],
  ALLOWED_ATTR: ['href', 'title'],
  // Web, mail and phone links, and links within the site; nothing else (javascript:, data:, ...).
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|\/(?!\/)|#)/i,
};

/** The HTML with only the allowed tags, attributes and links left. */
export const sanitizeStaffHtml = (html: string): string => DOMPurify.sanitize(html, ALLOW_LIST);

/** A box whose content is staff HTML, sanitised. */
export function StaffHtml({
  html,
  ...box
}: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  return <Box {...box} dangerouslySetInnerHTML={{ __html: sanitizeStaffHtml(html) }} />;
}
