// Artwork drawn by the server (no external images): deterministic SVGs from a game's id and name, a
// vendor's code, or a banner's key. Same input, same bytes, so the ETag and year-long caching hold.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { stableHash } from './model';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Two hues a fixed distance apart, picked by the hash: each game keeps its own colours. */
const palette = (seed: number) => {
  const hue = seed % 360;
  return {
    from: `hsl(${hue} 70% 42%)`,
    to: `hsl(${(hue + 48) % 360} 75% 22%)`,
    accent: `hsl(${(hue + 180) % 360} 90% 70%)`,
  };
};

/** Splits a name into at most two lines of ~14 characters, on word boundaries. */
function lines(name: string, width = 14): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of name.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length > 2)
    return [
      out[0]!,
      `${out
        .slice(1)
        .join(' ')
        .slice(0, width - 1)}…`,
    ];
  return out;
}

function shapes(seed: number, w: number, h: number, colour: string): string {
  let s = seed;
  const next = () => ((s = Math.imul(s ^ (s >>> 13), 0x5bd1e995) >>> 0) % 1000) / 1000;
  return Array.from({ length: 6 }, () => {
    const [x, y, r] = [next() * w, next() * h * 0.7, 8 + next() * (h / 4)];
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${colour}" opacity="${(0.12 + next() * 0.25).toFixed(2)}"/>`;
  }).join('');
}

export function gameSvg(
  nodeId: string,
  displayName: string,
  vassalage: string,
  large: boolean,
  /** False for the JPEG copy (artRaster.ts): a JPEG has no transparent corners; the tile rounds its own. */
  rounded = true,
): string {
  const seed = stableHash(nodeId);
  const { from, to, accent } = palette(seed);
  const [w, h] = large ? [400, 200] : [200, 200];
  const initials = displayName
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => [...word][0])
    .join('');
  const text = lines(displayName, large ? 26 : 14)
    .map(
      (l, i, all) =>
        `<text x="${w / 2}" y="${h - 18 - (all.length - 1 - i) * 20}" font-size="17" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(displayName)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${w}" height="${h}" rx="${rounded ? 16 : 0}" fill="url(#g)"/>${shapes(seed, w, h, accent)}<text x="${w / 2}" y="${h * 0.45}" font-size="${large ? 64 : 56}" font-weight="800" text-anchor="middle" fill="#fff" opacity="0.9" font-family="sans-serif">${escapeXml(initials)}</text><g font-family="sans-serif">${text}</g><rect x="8" y="8" rx="6" width="${vassalage.length * 9 + 12}" height="20" fill="#000" opacity="0.45"/><text x="14" y="22" font-size="12" font-weight="700" fill="#fff" font-family="sans-serif">${escapeXml(vassalage)}</text></svg>`;
}

export function vendorSvg(vassalage: string, displayName: string): string {
  const { from, to } = palette(stableHash(vassalage));
  const w = Math.max(96, vassalage.length * 14 + 28);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="40" viewBox="0 0 ${w} 40" role="img" aria-label="${escapeXml(displayName)}"><defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${w}" height="40" rx="10" fill="url(#v)"/><text x="${w / 2}" y="26" font-size="18" font-weight="800" text-anchor="middle" fill="#fff" font-family="sans-serif">${escapeXml(vassalage.replace(/_/g, ' '))}</text></svg>`;
}

/** Banner and promotion art: an abstract pattern only; the banner's title is its text alternative. */
export function bannerSvg(key: string): string {
  const seed = stableHash(key);
  const { from, to, accent } = palette(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" aria-hidden="true"><defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="400" fill="url(#b)"/>${shapes(seed, 1200, 520, accent)}<path d="M0 330 C300 260 600 400 1200 300 L1200 400 L0 400 Z" fill="#000" opacity="0.25"/></svg>`;
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
