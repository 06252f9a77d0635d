import { describe, expect, it } from 'vitest';
import { viewPreloads } from '@/ssr/document';

const narrowQuery = '(max-width: 47.99rem)';
const link = (href: string) => `<link rel="preload" as="image" href="${href}" fetchPriority="high"/>`;

describe('a server-rendered page’s preloads', () => {
  it('keeps a link both views have for every screen, once', () => {
    expect(viewPreloads([link('/a'), link('/b')], [link('/a'), link('/b')], narrowQuery)).toBe(link('/a') + link('/b'));
  });

  it('gives a link only one view has the screens of that view', () => {
    const html = viewPreloads([link('/tile'), link('/side-banner')], [link('/tile'), link('/phone-only')], narrowQuery);
    expect(html).toBe(
      link('/tile') +
        '<link rel="preload" as="image" href="/side-banner" fetchPriority="high" media="not all and (max-width: 47.99rem)"/>' +
        '<link rel="preload" as="image" href="/phone-only" fetchPriority="high" media="(max-width: 47.99rem)"/>',
    );
  });

  it('has nothing to preload when neither view has a link', () => {
    expect(viewPreloads([], [], narrowQuery)).toBe('');
  });
});
