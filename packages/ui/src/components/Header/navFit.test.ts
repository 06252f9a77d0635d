import { describe, expect, it } from 'vitest';
import { fitNav } from './navFit';

const base = { gap: 4, moreWidth: 60, minShown: 2 };

describe('fitNav', () => {
  it('shows every item without More when the row holds them all', () => {
    // 3 x 100 + 2 gaps = 308
    expect(fitNav({ ...base, widths: [100, 100, 100], pinned: [true, false, false], available: 308 })).toEqual({
      shown: [true, true, true],
      more: false,
      yielded: false,
    });
  });

  it('keeps the pinned items and the others in order that fit beside More', () => {
    // home 80 (pinned), four categories of 100, promotions 90 (pinned): 80 + 90 + 60 + 2 gaps = 238;
    // two categories add 208 → 446; a third would need 550
    const fit = fitNav({
      ...base,
      widths: [80, 100, 100, 100, 100, 90],
      pinned: [true, false, false, false, false, true],
      available: 500,
    });
    expect(fit).toEqual({ shown: [true, true, true, false, false, true], more: true, yielded: false });
  });

  it('never skips an item for a narrower one after it: More keeps the rest in order', () => {
    const fit = fitNav({ ...base, minShown: 1, widths: [50, 100, 200, 20, 20], pinned: [true, false, false, false, false], available: 300 });
    expect(fit.shown).toEqual([true, true, false, false, false]);
  });

  it('yields to the side menu when fewer than the useful number of items fit', () => {
    const fit = fitNav({ ...base, widths: [80, 100, 100, 100, 90], pinned: [true, false, false, false, true], available: 340 });
    expect(fit).toEqual({ shown: [false, false, false, false, false], more: false, yielded: true });
  });

  it('yields when even the pinned items and More do not fit', () => {
    const fit = fitNav({ ...base, minShown: 0, widths: [80, 100, 90], pinned: [true, false, true], available: 100 });
    expect(fit.yielded).toBe(true);
  });
});
