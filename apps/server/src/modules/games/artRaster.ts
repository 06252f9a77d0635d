// JPEG copies of the server's SVG game artwork, for the lobby's tiles, and PNG copies of the vendors' logos.
// An SVG in an <img> costs the browser an SVG document of its own, built on the main thread; a JPEG or PNG is
// decoded off it. A lobby that scrolls thousands of tiles drops frames on the first (bench/lobby.mjs), so the
// tiles load these instead. A logo's SVG sets text, and the first text an SVG image sets makes the browser
// look its font up on the main thread: 43 ms in one paint of a lobby page (Lighthouse's trace, unthrottled).
// The SVG stays the source (same drawing, same bytes) and is still served as it was.
//
// Each copy is rendered once (sharp/libvips, at twice the SVG's size for sharp high-density screens) and
// kept on disk by the SVG's hash, so a restart or another instance renders nothing twice; the text is
// set in the DejaVu fonts shipped as an npm package, never the machine's own, so every machine draws
// the same picture.
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Sharp, SharpOptions } from 'sharp';

/** Bumped when the rendering changes, so cached files of the old rendering are not served. */
const RENDERING = '2x-jpeg-q78-png-v1';
const MEMORY_ENTRIES = 2000;

type SharpFactory = (input: Buffer, options?: SharpOptions) => Sharp;
let sharpLoading: Promise<SharpFactory> | undefined;

/**
 * Loads sharp once, after pointing fontconfig at the bundled DejaVu fonts (libvips reads
 * FONTCONFIG_FILE when it first sets text, so it must be set before).
 */
function loadSharp(): Promise<SharpFactory> {
  sharpLoading ??= (async () => {
    const require = createRequire(import.meta.url);
    const fontDir = path.join(
      path.dirname(require.resolve('dejavu-fonts-ttf/package.json')),
      'ttf',
    );
    const configDir = path.join(tmpdir(), 'croupier-fontconfig');
    mkdirSync(configDir, { recursive: true });
    const configFile = path.join(configDir, 'fonts.conf');
    writeFileSync(
      configFile,
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig><dir>${fontDir}</dir><cachedir>${path.join(configDir, 'cache')}</cachedir></fontconfig>\n`,
    );
    process.env.FONTCONFIG_FILE = configFile;
    const { default: sharp } = await import('sharp');
    // one thread per image: the images themselves run side by side on libuv's pool
    sharp.concurrency(1);
    return sharp as unknown as SharpFactory;
  })();
  return sharpLoading;
}

/** JPEG for artwork that fills its box (no transparency: the tile rounds its own corners), PNG for a logo. */
export type RasterFormat = 'jpeg' | 'png';

export interface ArtRaster {
  /** The JPEG of this SVG: from memory, from disk, or rendered now (one render per SVG at a time). */
  jpeg(svg: string): Promise<Buffer>;
  /** The PNG of this SVG, transparent where the SVG is, cached as the JPEG is. */
  png(svg: string): Promise<Buffer>;
  /** Whether the copy of this SVG is already on disk or in memory (no render needed). */
  has(svg: string, format?: RasterFormat): Promise<boolean>;
  readonly dir: string;
}

/**
 * The cache directory: ART_CACHE_DIR, else `art-cache` beside a data directory on disk (not inside it:
 * that one is the database's own, and `--reset` wipes it), else the temp directory. The files are named
 * by their SVG's hash, so instances that share a directory share the work.
 */
export function artCacheDir(env: NodeJS.ProcessEnv, dataDir?: string): string {
  if (env.ART_CACHE_DIR) return env.ART_CACHE_DIR;
  if (dataDir && dataDir !== 'memory')
    return path.join(path.dirname(path.resolve(dataDir)), 'art-cache');
  return path.join(tmpdir(), 'croupier-art-cache');
}

export function createArtRaster(dir: string): ArtRaster {
  mkdirSync(dir, { recursive: true });
  const memory = new Map<string, Buffer>();
  const rendering = new Map<string, Promise<Buffer>>();
  const keyOf = (svg: string, format: RasterFormat) =>
    createHash('sha1').update(RENDERING).update(format).update(svg).digest('hex');
  const fileOf = (key: string, format: RasterFormat) =>
    path.join(dir, `${key}.${format === 'jpeg' ? 'jpg' : 'png'}`);

  const remember = (key: string, bytes: Buffer) => {
    memory.delete(key);
    memory.set(key, bytes);
    if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value!);
    return bytes;
  };

  const render = async (key: string, svg: string, format: RasterFormat): Promise<Buffer> => {
    const file = fileOf(key, format);
    try {
      return remember(key, await readFile(file));
    } catch {
      /* not rendered yet */
    }
    const sharp = await loadSharp();
    const image = sharp(Buffer.from(svg), { density: 144 });
    const bytes = await (format === 'jpeg'
      ? image.flatten({ background: '#101522' }).jpeg({ quality: 78 })
      : image.png({ compressionLevel: 9 })
    ).toBuffer();
    // written under a temporary name of its own first: a reader never sees half a file, and two writers
    // (the background prewarm and a request, or two instances) each rename a whole one
    const partial = `${file}.${randomUUID()}.part`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return remember(key, bytes);
  };

  const copy = (svg: string, format: RasterFormat): Promise<Buffer> => {
    const key = keyOf(svg, format);
    const cached = memory.get(key);
    if (cached) return Promise.resolve(remember(key, cached));
    let pending = rendering.get(key);
    if (!pending) {
      pending = render(key, svg, format).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };

  return {
    dir,
    jpeg: (svg) => copy(svg, 'jpeg'),
    png: (svg) => copy(svg, 'png'),
    async has(svg, format = 'jpeg') {
      const key = keyOf(svg, format);
      if (memory.has(key)) return true;
      return stat(fileOf(key, format)).then(
        () => true,
        () => false,
      );
    },
  };
}
