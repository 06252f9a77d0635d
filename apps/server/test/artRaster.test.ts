import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gameSvg, vendorSvg } from '../src/modules/games/art';
import { artCacheDir, createArtRaster } from '../src/modules/games/artRaster';

const art = (nodeId: string, displayName: string, vassalage: string) => ({
  nodeId,
  displayName,
  vassalage,
  gameType: 'RNG',
});

describe('JPEG copies of the artwork', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'art-raster-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('renders each SVG once, however many ask at the same time, and keeps it on disk', async () => {
    const raster = createArtRaster(dir);
    const svg = gameSvg(
      { nodeId: 'T-1', displayName: 'Test Fortune', vassalage: 'PG', gameType: 'RNG' },
      false,
      false,
    );
    expect(await raster.has(svg)).toBe(false);
    const [a, b] = await Promise.all([raster.jpeg(svg), raster.jpeg(svg)]);
    expect(a).toBe(b);
    expect(readdirSync(dir).filter((f) => f.endsWith('.jpg'))).toHaveLength(1);
    // another instance (a restart) reads the file instead of rendering
    const restarted = createArtRaster(dir);
    expect(await restarted.has(svg)).toBe(true);
    expect((await restarted.jpeg(svg)).equals(a)).toBe(true);
    expect(readdirSync(dir).some((f) => f.endsWith('.part'))).toBe(false);
  });

  it('lets two instances on one directory (the prewarm and the routes) render the same copy at once', async () => {
    const svg = gameSvg(art('T-4', 'Twin Spin', 'PT'), false, false);
    const [a, b] = await Promise.all([createArtRaster(dir).jpeg(svg), createArtRaster(dir).jpeg(svg)]);
    expect(a.equals(b)).toBe(true);
    expect(readdirSync(dir).some((f) => f.endsWith('.part'))).toBe(false);
  });

  it('draws the same picture from the same game and a different one for another game', async () => {
    const raster = createArtRaster(dir);
    const one = await raster.jpeg(gameSvg(art('T-2', 'Dragon Gold', 'JL'), false, false));
    const two = await raster.jpeg(gameSvg(art('T-3', 'Ocean King', 'JDB'), false, false));
    expect(one.equals(two)).toBe(false);
  });

  it('keeps a PNG and a JPEG of the same SVG apart, each rendered once', async () => {
    const raster = createArtRaster(dir);
    const svg = vendorSvg('PG', 'PG Soft');
    expect(await raster.has(svg, 'png')).toBe(false);
    const [a, b] = await Promise.all([raster.png(svg), raster.png(svg)]);
    expect(a).toBe(b);
    expect(a.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(await raster.has(svg, 'png')).toBe(true);
    expect(await raster.has(svg)).toBe(false);
    expect([...(await raster.jpeg(svg)).subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect((await createArtRaster(dir).png(svg)).equals(a)).toBe(true);
  });

  it('keeps the cache in ART_CACHE_DIR, else beside the data, else in the temp directory', () => {
    expect(artCacheDir({ ART_CACHE_DIR: '/x/art' }, '/srv/data/pglite')).toBe('/x/art');
    expect(artCacheDir({}, '/srv/data/pglite')).toBe('/srv/data/art-cache');
    expect(artCacheDir({}, 'memory')).toBe(path.join(tmpdir(), 'croupier-art-cache'));
  });
});
