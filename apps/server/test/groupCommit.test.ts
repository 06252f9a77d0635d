// Group commit (db/groupCommit.ts): what a crash table's bets go through on their way to one transaction.
import { describe, expect, it } from 'vitest';
import { groupCommit } from '../src/db/groupCommit';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('group commit', () => {
  it('sends a call on an idle key at once, gathers what comes meanwhile, and answers each in order', async () => {
    const batches: string[][] = [];
    let release: () => void = () => {};
    const place = groupCommit(async (items: string[]) => {
      batches.push(items);
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return items.map((item) =>
        item.startsWith('bad') ? { ok: false as const, error: new Error(item) } : { ok: true as const, value: item.toUpperCase() },
      );
    }, 3);
    const first = place('t1', 'a');
    const other = place('t2', 'x');
    await tick();
    const waiting = ['b', 'bad-c', 'd', 'e'].map((item) => place('t1', item));
    await tick();
    expect(batches).toEqual([['a'], ['x']]);
    release();
    expect(await first).toBe('A');
    expect(await other).toBe('X');
    const settled = await Promise.allSettled(waiting);
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual([
      'B',
      'bad-c',
      'D',
      'E',
    ]);
    // At most three a batch, in arrival order.
    expect(batches).toEqual([['a'], ['x'], ['b', 'bad-c', 'd'], ['e']]);
    // The key is idle again: the next call goes at once.
    expect(await place('t1', 'f')).toBe('F');
    expect(batches.at(-1)).toEqual(['f']);
  });

  it('rejects every call of a batch whose run throws, and goes on with the next batch', async () => {
    let calls = 0;
    const place = groupCommit(async (items: number[]) => {
      calls++;
      if (calls === 2) throw new Error('down');
      await tick();
      return items.map((value) => ({ ok: true as const, value }));
    }, 10);
    const first = place('k', 1);
    const broken = [place('k', 2), place('k', 3)];
    expect(await first).toBe(1);
    expect((await Promise.allSettled(broken)).map((s) => s.status)).toEqual(['rejected', 'rejected']);
    expect(await place('k', 4)).toBe(4);
  });
});
