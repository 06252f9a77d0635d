/** Seconds one loop takes so the text moves at `pxPerSecond` whatever its length; at least `minSeconds`. */
export const marqueeDuration = (groupWidth: number, pxPerSecond: number, minSeconds = 8): number => {
  if (!(groupWidth > 0) || !(pxPerSecond > 0)) return minSeconds;
  return Math.max(minSeconds, Math.round((groupWidth / pxPerSecond) * 10) / 10);
};
