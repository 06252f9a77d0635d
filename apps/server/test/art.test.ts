import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bannerMotif, bannerSvg, gameSvg } from '../src/modules/games/art';
import { MOTIFS } from '../src/modules/games/artMotifs';

const CATEGORIES = ['RNG', 'CRASH', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'COCKFIGHT'];
const BANNER_KEYS = [
  'home-welcome',
  'home-promotions',
  'home-live',
  'home-featured',
  'home-crash',
  'home-responsible',
  'login-daily',
  'forget-safe',
  'menu-rewards',
  'menu-invite',
  'promo-slots-race-1',
  'promo-fishing-week-2',
];

/** Well-formed XML as far as the drawing goes: every element closed in order, every attribute quoted. */
function expectWellFormed(svg: string) {
  const stack: string[] = [];
  for (const [, closing, name, attributes, selfClosing] of svg.matchAll(
    /<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>/g,
  )) {
    expect(attributes!.replace(/\s+[\w:-]+="[^"<>]*"/g, '').trim()).toBe('');
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name!);
  }
  expect(stack).toEqual([]);
  expect(svg.replace(/<[^>]*>/g, '').trim()).toBe('');
}

/** Renders the SVG (librsvg parses it strictly: a malformed drawing throws) and answers its size. */
async function rendered(svg: string) {
  const { info } = await sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true });
  return [info.width, info.height];
}

const game = (gameType: string, nodeId = 'PG-RNG-0001', vassalage = 'PG') => ({
  nodeId,
  displayName: "Emperor's Garden Mega Sacred Samurai Infinity",
  vassalage,
  gameType,
});

describe('server-drawn artwork', () => {
  it('draws every category as a valid SVG with no text that a tile could cut', async () => {
    for (const gameType of CATEGORIES) {
      for (const large of [false, true]) {
        const svg = gameSvg(game(gameType), large);
        expectWellFormed(svg);
        expect(svg).not.toMatch(/<text|<tspan|<foreignObject/);
        expect(svg).toContain(`aria-label="Emperor&#39;s Garden Mega Sacred Samurai Infinity"`);
        expect(await rendered(svg)).toEqual(large ? [400, 200] : [200, 200]);
      }
    }
  });

  it('gives each category its own illustration and each vendor its own palette', () => {
    const pictures = new Set(CATEGORIES.map((type) => gameSvg(game(type), false)));
    expect(pictures.size).toBe(CATEGORIES.length);
    const background = (svg: string) => svg.match(/stop-color="([^"]+)"/)![1];
    // two games of one vendor share its palette; another vendor has another
    expect(background(gameSvg(game('RNG', 'PG-RNG-0001'), false))).toBe(
      background(gameSvg(game('LIVE', 'PG-LIVE-0002'), false)),
    );
    expect(background(gameSvg(game('RNG', 'PG-RNG-0001', 'PG'), false))).not.toBe(
      background(gameSvg(game('RNG', 'PG-RNG-0001', 'JL'), false)),
    );
    // the same game draws the same bytes (ETag and the JPEG cache hold)
    expect(gameSvg(game('FISH'), true)).toBe(gameSvg(game('FISH'), true));
  });

  it('keeps every motif inside its 100×100 box, so a placed illustration is never cut', () => {
    for (const [name, motif] of Object.entries(MOTIFS)) {
      let n = 0;
      const random = () => (n = (n + 0.37) % 1);
      const drawing = motif(
        { from: '#000', to: '#000', accent: '#fff', light: '#fff' },
        random,
      ) as string;
      // absolute coordinates of circles and rects (the parts nearest the edges)
      for (const [, cx, cy, r] of drawing.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"/g)) {
        expect(Number(cx) - Number(r), name).toBeGreaterThanOrEqual(0);
        expect(Number(cx) + Number(r), name).toBeLessThanOrEqual(100);
        expect(Number(cy) - Number(r), name).toBeGreaterThanOrEqual(0);
        expect(Number(cy) + Number(r), name).toBeLessThanOrEqual(100);
      }
      for (const [, x, y, w, h] of drawing.matchAll(
        /<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/g,
      )) {
        expect(Number(x) + Number(w), name).toBeLessThanOrEqual(100);
        expect(Number(y) + Number(h), name).toBeLessThanOrEqual(100);
      }
    }
  });

  it('draws banners as valid SVG art with no text: the headline and call to action are set as HTML over it', async () => {
    for (const key of BANNER_KEYS) {
      const svg = bannerSvg(key);
      expectWellFormed(svg);
      expect(svg).not.toMatch(/<text|<tspan|<foreignObject/);
      expect(await rendered(svg)).toEqual([1200, 400]);
    }
    expect(bannerMotif('home-live')).toBe('LIVE');
    expect(bannerMotif('home-crash')).toBe('CRASH');
    expect(bannerMotif('home-responsible')).toBe('shield');
    expect(bannerMotif('promo-fishing-week-1')).toBe('FISH');
    expect(bannerMotif('home-welcome')).toBe('gift');
  });
});
