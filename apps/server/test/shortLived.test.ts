import { describe, expect, it } from 'vitest';
import { shortLived } from '../src/db/shortLived';

describe('shortLived reads', () => {
  it('reads a key once within its age, again after it, and keeps neither undefined nor a failure', async () => {
    let now = 0;
    const reads: string[] = [];
    const read = shortLived(
      1000,
      async (key: string) => {
        reads.push(key);
        if (key === 'broken') throw new Error('down');
        return key === 'known' ? { key, read: reads.length } : undefined;
      },
      () => now,
    );
    expect(await read('known')).toEqual({ key: 'known', read: 1 });
    now = 999;
    expect(await read('known')).toEqual({ key: 'known', read: 1 });
    now = 1000;
    expect(await read('known')).toEqual({ key: 'known', read: 2 });
    expect(await read('made-up')).toBeUndefined();
    expect(await read('made-up')).toBeUndefined();
    await expect(read('broken')).rejects.toThrow('down');
    await expect(read('broken')).rejects.toThrow('down');
    expect(reads).toEqual(['known', 'known', 'made-up', 'made-up', 'broken', 'broken']);
  });

  it('runs a lazy thenable read once (a Drizzle query runs again on every await)', async () => {
    let runs = 0;
    const lazy = { then: (resolve: (value: string) => void) => resolve(`run ${++runs}`) };
    const read = shortLived(1000, () => lazy as unknown as Promise<string>, () => 0);
    expect(await read('k')).toBe('run 1');
    expect(await read('k')).toBe('run 1');
    expect(runs).toBe(1);
  });

  it('shares one read between callers that ask at once', async () => {
    let reads = 0;
    const read = shortLived(1000, async () => ++reads);
    expect(await Promise.all([read('a'), read('a'), read('a')])).toEqual([1, 1, 1]);
  });
});
