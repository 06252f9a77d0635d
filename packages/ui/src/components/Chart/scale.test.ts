import { describe, expect, it } from 'vitest';
import { labelIndexes, linearScale, nearestIndex, niceTicks } from './scale';

describe('niceTicks', () => {
  it('covers the data with round steps from zero', () => {
    expect(niceTicks(0, 93)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(120, 4830)).toEqual([0, 2000, 4000, 6000]);
  });

  it('includes zero and both signs for profit and loss', () => {
    const ticks = niceTicks(-420, 880);
    expect(ticks).toContain(0);
    expect(ticks[0]).toBeLessThanOrEqual(-420);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(880);
  });

  it('handles flat and tiny data without float noise', () => {
    expect(niceTicks(0, 0)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks(0, 0.3)).toEqual([0, 0.1, 0.2, 0.3]);
  });
});

describe('linearScale', () => {
  it('maps a domain onto pixels, inverted for the y axis', () => {
    const y = linearScale([0, 100], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(50)).toBe(100);
    expect(y(100)).toBe(0);
  });
});

describe('labelIndexes', () => {
  it('labels every category when there is room', () => {
    expect(labelIndexes(5, 600)).toEqual([0, 1, 2, 3, 4]);
  });

  it('thins the labels when crowded but keeps the first and last', () => {
    const indexes = labelIndexes(30, 320);
    expect(indexes[0]).toBe(0);
    expect(indexes.at(-1)).toBe(29);
    expect(indexes.length).toBeLessThanOrEqual(6);
  });
});

describe('nearestIndex', () => {
  it('finds the nearest point on a line and the band under the pointer on bars', () => {
    expect(nearestIndex(0, 5, 0, 400, false)).toBe(0);
    expect(nearestIndex(260, 5, 0, 400, false)).toBe(3);
    expect(nearestIndex(399, 4, 0, 400, true)).toBe(3);
    expect(nearestIndex(101, 4, 0, 400, true)).toBe(1);
  });
});
