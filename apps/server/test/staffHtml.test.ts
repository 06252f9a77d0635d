import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { insertAnnouncements, sanitizeStaffHtml } from '../src/modules/lobby/staffHtml';
import { databases } from './helpers/databases';
import { useCatalogueServer, value } from './helpers/games';

const ATTACKS = [
  '<img src=x onerror="alert(1)">',
  '<script>alert(1)</script>',
  '<p onclick="alert(1)" style="background:url(javascript:alert(1))">a</p>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="  JaVaScRiPt:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg><script>alert(1)</script></svg>',
  '<form action="https://evil.example"><input name="p"></form>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<<script>script>alert(1)<</script>/script>',
];

/** No tag, attribute or URL that can run script, load anything or post anywhere survives. */
const harmless = (html: string) => {
  expect(html).not.toMatch(/<(script|img|iframe|svg|math|form|input|style|object|embed)\b/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
};

describe('the staff HTML sanitiser', () => {
  it('keeps formatting, lists, headings and web links', () => {
    const html =
      '<h2>Rules</h2><p>Play <strong>responsibly</strong> &amp; <em>well</em>.</p><ul><li>one</li></ul><p><a href="https://help.example/x" title="Help">help</a> <a href="mailto:a@b.example">mail</a></p>';
    expect(sanitizeStaffHtml(html)).toBe(html);
  });

  it.each(ATTACKS)('strips %s', (attack) => {
    harmless(sanitizeStaffHtml(`<p>before</p>${attack}<p>after</p>`));
    expect(sanitizeStaffHtml(`<p>before</p>${attack}<p>after</p>`)).toMatch(
      /^<p>before<\/p>.*<p>after<\/p>$/s,
    );
  });
});

describe.each(databases())('staff HTML at write on $name', ({ open }) => {
  const context = useCatalogueServer(open);
  let database: Database;
  let app: FastifyInstance;
  beforeAll(() => {
    ({ database, app } = context);
  });

  it('an announcement is stored sanitised and served so', async () => {
    const title = `XSS ${createHash('sha1').update(String(Date.now())).digest('hex').slice(0, 8)}`;
    await insertAnnouncements(database.db, [
      {
        merchantCode: 'MX',
        language: 'EN',
        title,
        content: `<p>News</p>${ATTACKS.join('')}`,
        popup: null,
        publishedAt: new Date(Date.now() + 60_000),
      },
    ]);
    const list = await value(
      app,
      '/wps/relay/MCSFE_getListAnnouncements?pageNo=1&pageSize=9&language=EN',
      {
        'x-merchant-code': 'MX',
      },
    );
    const stored = list.content.find((a: { title: string }) => a.title === title);
    expect(stored.content).toMatch(/^<p>News<\/p>/);
    harmless(stored.content);
  });

  it('help articles and terms are served sanitised', async () => {
    for (const lang of ['EN', 'PT', 'ES', 'BN']) {
      const help = await value(app, `/wps/system/helpCenter?lang=${lang}&device=WEB`);
      expect(help.terms.content).toMatch(/^<p>/);
      for (const category of help.categories)
        for (const article of category.articles) harmless(article.content);
      harmless(help.terms.content);
      harmless(help.privacy.content);
    }
  });
});
