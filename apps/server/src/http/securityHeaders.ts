// Security headers on every answer (issue 18): the site's Content-Security-Policy lets its own inline
// scripts run by hash (read from the built index.html, so the policy always matches the page served),
// everything else gets a policy that loads nothing; nosniff, a referrer and a permissions policy always;
// HSTS when the request came over HTTPS (behind a proxy: TRUST_PROXY and X-Forwarded-Proto).
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface SecurityConfig {
  /** Origins the site may show in its game frame besides its own (vendor launch URLs); FRAME_SOURCES. */
  frameSources: string[];
  /** Origins besides the request's own whose state-changing calls are accepted; ALLOWED_ORIGINS. */
  allowedOrigins: string[];
  /** Strict-Transport-Security on HTTPS answers, in seconds (0: none). */
  hstsMaxAgeSeconds: number;
}

export const defaultSecurityConfig: SecurityConfig = {
  frameSources: [],
  allowedOrigins: [],
  hstsMaxAgeSeconds: 365 * 24 * 60 * 60,
};

const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/;

/** A list of origins from the environment (space or comma separated); anything else stops the server. */
export function parseOrigins(name: string, value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((o) => o.replace(/\/$/, '').toLowerCase());
  const bad = origins.find((o) => !ORIGIN.test(o));
  if (bad) throw new Error(`${name}: "${bad}" is not an origin like https://games.example.com`);
  return origins;
}

export function securityConfigFromEnv(env: NodeJS.ProcessEnv): SecurityConfig {
  return {
    frameSources: parseOrigins('FRAME_SOURCES', env.FRAME_SOURCES),
    allowedOrigins: parseOrigins('ALLOWED_ORIGINS', env.ALLOWED_ORIGINS),
    hstsMaxAgeSeconds:
      env.HSTS_MAX_AGE !== undefined && /^\d+$/.test(env.HSTS_MAX_AGE)
        ? Number(env.HSTS_MAX_AGE)
        : defaultSecurityConfig.hstsMaxAgeSeconds,
  };
}

/** The CSP source of an inline script's or style's text, as a browser hashes it. */
export const hashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Every inline script of an HTML page (no src), hashed; a script's text is raw up to `</script>`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(match[1] ?? '')) continue;
    hashes.add(hashSource(match[2] ?? ''));
  }
  return [...hashes];
}

/** Joins directives; each is [name, ...sources]. */
export const policy = (directives: string[][]) => directives.map((d) => d.join(' ')).join('; ');

/** Answers that are data (the API, artwork, files): they load nothing and may be framed by no one. */
export const DATA_POLICY = policy([["default-src 'none'"], ["frame-ancestors 'none'"]]);

/**
 * Origins the merchants' permission payloads send the site to (spec §3): the Google tag's when a merchant
 * has a gtagId, the image CDNs' for artwork, the launch CDNs' for the game frame. One index.html serves
 * every merchant (the visitor's choice is client-side), so the policy allows the union of them.
 */
export interface DeliverySources {
  script: string[];
  img: string[];
  connect: string[];
  frame: string[];
}

export const NO_DELIVERY_SOURCES: DeliverySources = { script: [], img: [], connect: [], frame: [] };

/**
 * The site's policy. Scripts: its files and its inline scripts by hash. Styles: its CSS files, and inline
 * style because the prerendered page carries style attributes and Radix's scroll lock writes a <style>
 * element while a dialog is open (CSS cannot run script in current browsers). Images: its own (artwork),
 * data: (the captcha PNG) and blob: (previews of images to upload). The game frame: the sandbox vendor
 * on this server and FRAME_SOURCES. connect-src 'self' covers the notification socket (CSP 3: ws/wss of the
 * same host).
 */
export function sitePolicy(
  scriptHashes: string[],
  frameSources: string[],
  delivery: DeliverySources = NO_DELIVERY_SOURCES,
): string {
  return policy([
    ["default-src 'self'"],
    ["script-src 'self'", ...scriptHashes, ...delivery.script],
    ["style-src 'self' 'unsafe-inline'"],
    ["img-src 'self' data: blob:", ...delivery.img],
    ["font-src 'self'"],
    ["connect-src 'self'", ...delivery.connect],
    ["frame-src 'self'", ...frameSources, ...delivery.frame],
    ["object-src 'none'"],
    ["base-uri 'none'"],
    ["form-action 'self'"],
    ["frame-ancestors 'none'"],
  ]);
}

// Features the site never uses; a framed vendor game cannot ask for them either.
const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/**
 * The site's policy for the index.html in `staticDir`, recomputed when the file changes (a rebuild); or, for
 * a page rendered for this request (`page`, a lobby route's first view), for that page's own inline scripts.
 */
function sitePolicySource(
  staticDir: string | undefined,
  frameSources: string[],
): (delivery?: () => Promise<DeliverySources>, page?: string) => Promise<string> {
  const indexFile = staticDir && path.join(staticDir, 'index.html');
  let cached: { stamp: string; hashes: string[] } | undefined;
  return async (delivery, page) => {
    const sources = delivery ? await delivery() : NO_DELIVERY_SOURCES;
    if (page !== undefined) return sitePolicy(inlineScriptHashes(page), frameSources, sources);
    let stamp = 'none';
    try {
      if (indexFile) {
        const stat = statSync(indexFile);
        stamp = `${stat.mtimeMs}:${stat.size}`;
      }
    } catch {
      stamp = 'none';
    }
    if (cached?.stamp !== stamp) {
      const hashes =
        indexFile && stamp !== 'none' ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
      cached = { stamp, hashes };
    }
    return sitePolicy(cached.hashes, frameSources, sources);
  };
}

/** Pages rendered for their request (sent compressed): the policy hashes their own inline scripts. */
const renderedPages = new WeakMap<FastifyRequest, string>();
export const markRenderedPage = (request: FastifyRequest, html: string): void => {
  renderedPages.set(request, html);
};

const isHtml = (reply: FastifyReply) =>
  String(reply.getHeader('content-type') ?? '').startsWith('text/html');

export function installSecurityHeaders(
  app: FastifyInstance,
  options: {
    staticDir?: string;
    security: SecurityConfig;
    /** Read at each page load (the operator may change them at any time): see DeliverySources. */
    deliverySources?: () => Promise<DeliverySources>;
  },
): void {
  const { security } = options;
  const siteHtmlPolicy = sitePolicySource(options.staticDir, security.frameSources);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // Pages with a token in their URL set no-referrer or same-origin themselves.
    if (!reply.hasHeader('referrer-policy'))
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // Pages that are not the site (the sandbox game, payment and identity pages) bring their own policy.
    if (!reply.hasHeader('content-security-policy'))
      reply.header(
        'content-security-policy',
        isHtml(reply)
          ? await siteHtmlPolicy(options.deliverySources, renderedPages.get(request))
          : DATA_POLICY,
      );
    if (request.protocol === 'https' && security.hstsMaxAgeSeconds > 0)
      reply.header('strict-transport-security', `max-age=${security.hstsMaxAgeSeconds}`);
    return payload;
  });
}
