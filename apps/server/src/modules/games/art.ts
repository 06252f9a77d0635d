// Artwork drawn by the server (no external images): deterministic SVGs from a game's id, category and
// vendor, a vendor's code, or a banner's key (motifs in artMotifs.ts). Same input, same bytes, so the ETag and year-long caching hold.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MOTIFS, paletteOf, placeMotif, randomOf, sparkles, type MotifName } from './artMotifs';
import { stableHash } from './model';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A vendor's colours (hand-picked palettes, one per vendor code). */
const vendorPalette = (vassalage: string) => paletteOf(stableHash(vassalage));

/** The game-category motif of a game type; an unknown type gets the slot machine. */
const categoryMotif = (gameType: string): MotifName =>
  gameType in MOTIFS ? (gameType as MotifName) : 'RNG';

export interface GameArt {
  nodeId: string;
  displayName: string;
  vassalage: string;
  gameType: string;
}

/**
 * A game's tile art: its category's illustration in its vendor's palette, varied per game by its id. No
 * text at all: the tile prints the name below, and a name drawn here would be cut at small sizes.
 */
export function gameSvg(
  game: GameArt,
  large: boolean,
  /** False for the JPEG copy (artRaster.ts): a JPEG has no transparent corners; the tile rounds its own. */
  rounded = true,
): string {
  const random = randomOf(stableHash(game.nodeId));
  const palette = vendorPalette(game.vassalage);
  const [w, h] = large ? [400, 200] : [200, 200];
  const tilt = (random() * 50 - 25).toFixed(1);
  const glowX = (0.3 + random() * 0.4).toFixed(2);
  // the motif sits in the middle 62% of the shorter side: whole at any crop the tile makes
  const size = h * 0.62;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(game.displayName)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient><radialGradient id="l" cx="${glowX}" cy="0.38" r="0.6"><stop offset="0" stop-color="${palette.accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient></defs><rect width="${w}" height="${h}" rx="${rounded ? 16 : 0}" fill="url(#g)"/><g transform="rotate(${tilt} ${w / 2} ${h / 2})" opacity="0.12">${rays(w, h, palette.light)}</g><rect width="${w}" height="${h}" fill="url(#l)"/>${sparkles(random, large ? 10 : 6, [8, 8, w - 16, h - 16], palette.light)}${placeMotif(categoryMotif(game.gameType), palette, random, w / 2, h / 2, size)}</svg>`;
}

/** Light rays from the centre, a casino's "spotlight" behind the motif. */
function rays(w: number, h: number, colour: string, cx = w / 2, cy = h / 2): string {
  const r = Math.hypot(w, h);
  return Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    const b = a + Math.PI / 24;
    return `<path d="M${cx} ${cy}L${(cx + Math.cos(a) * r).toFixed(1)} ${(cy + Math.sin(a) * r).toFixed(1)}L${(cx + Math.cos(b) * r).toFixed(1)} ${(cy + Math.sin(b) * r).toFixed(1)}Z" fill="${colour}"/>`;
  }).join('');
}

export function vendorSvg(vassalage: string, displayName: string): string {
  const { from, to } = vendorPalette(vassalage);
  const w = Math.max(96, vassalage.length * 14 + 28);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="40" viewBox="0 0 ${w} 40" role="img" aria-label="${escapeXml(displayName)}"><defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${w}" height="40" rx="10" fill="url(#v)"/><text x="${w / 2}" y="26" font-size="18" font-weight="800" text-anchor="middle" fill="#fff" font-family="sans-serif">${escapeXml(vassalage.replace(/_/g, ' '))}</text></svg>`;
}

/** What a banner or promotion is about, read from its key (e.g. `home-live`, `promo-slots-race-1`). */
const BANNER_THEMES: readonly [RegExp, MotifName][] = [
  [/live|cashback|baccarat/, 'LIVE'],
  [/crash|rocket/, 'CRASH'],
  [/slot|featured|spin/, 'RNG'],
  [/fish/, 'FISH'],
  [/poker|pvp/, 'PVP'],
  [/sport|boost|cup/, 'SPORTS'],
  [/lott|lucky|number|raffle/, 'LOTT'],
  [/responsib|safe|limit/, 'shield'],
  [/password|forget|lock/, 'lock'],
  [/invite|referral|friend|share/, 'friends'],
  [/winner|rank|race|tournament/, 'trophy'],
  [/reload|rebate|deposit|points|daily|check-in/, 'coins'],
  [/promotion|ticket/, 'ticket'],
];

export const bannerMotif = (key: string): MotifName =>
  BANNER_THEMES.find(([pattern]) => pattern.test(key))?.[1] ?? 'gift';

/**
 * Banner and promotion art, 1200×400: the theme's illustration on the right, a calm darker left part
 * where the site sets the banner's headline and call to action as HTML (crisp, translatable, readable by
 * assistive technology), so the picture itself holds no text. The illustration stays within x 760-1120,
 * which a phone's taller crop (2:1, anchored right) still shows whole.
 */
export function bannerSvg(key: string): string {
  const random = randomOf(stableHash(key));
  const motif = bannerMotif(key);
  // a palette per theme, so neighbouring banners of different themes differ in colour too
  const palette = paletteOf(Object.keys(MOTIFS).indexOf(motif) + (stableHash(key) % 2) * 8);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" aria-hidden="true"><defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.to}"/><stop offset="1" stop-color="${palette.from}"/></linearGradient><linearGradient id="c" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.to}" stop-opacity="0.9"/><stop offset="0.55" stop-color="${palette.to}" stop-opacity="0"/></linearGradient><radialGradient id="s" cx="0.78" cy="0.5" r="0.42"><stop offset="0" stop-color="${palette.accent}" stop-opacity="0.5"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient></defs><rect width="1200" height="400" fill="url(#b)"/><g opacity="0.1">${rays(1200, 400, palette.light, 940, 200)}</g><rect width="1200" height="400" fill="url(#s)"/><rect width="1200" height="400" fill="url(#c)"/><path d="M0 340C260 300 520 380 780 330S1100 300 1200 320V400H0Z" fill="#000" opacity="0.22"/>${sparkles(random, 18, [640, 30, 540, 340], palette.light)}${placeMotif(motif, palette, random, 940, 200, 300)}</svg>`;
}

const YEAR = 'public, max-age=31536000, immutable';

/** Sends artwork with a content ETag; a matching If-None-Match gets 304 and no body. */
export function sendArt(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  type = 'image/svg+xml; charset=utf-8',
) {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('etag', etag).header('cache-control', YEAR);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
}

export const sendSvg = (request: FastifyRequest, reply: FastifyReply, svg: string) =>
  sendArt(request, reply, svg);
