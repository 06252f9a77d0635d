/** Round steps (1, 2, 2.5, 5 × 10^n) so axis labels read as plain numbers. */
const niceStep = (roughStep: number): number => {
  const power = 10 ** Math.floor(Math.log10(roughStep));
  const fraction = roughStep / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
};

/**
 * Evenly spaced round ticks covering [min, max] and always 0 (bars grow from zero; profit/loss crosses it).
 * About `count` ticks; the first and last are the axis ends.
 */
export const niceTicks = (min: number, max: number, count = 5): number[] => {
  let low = Math.min(0, min);
  let high = Math.max(0, max);
  if (low === high) high = low + 1;
  const step = niceStep((high - low) / Math.max(1, count - 1));
  low = Math.floor(low / step) * step;
  high = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  // integer steps, then scale: avoids 0.30000000000000004
  for (let index = 0; low + index * step <= high + step / 1e6; index += 1) ticks.push(Number((low + index * step).toPrecision(12)));
  return ticks;
};

/** A linear map from a domain onto a range (e.g. values onto pixels). */
export const linearScale = ([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]) => {
  const span = d1 - d0 || 1;
  return (value: number) => r0 + ((value - d0) / span) * (r1 - r0);
};

/** Which of `count` category labels to draw so that each gets at least `minGap` pixels. Always the first and last. */
export const labelIndexes = (count: number, width: number, minGap = 64): number[] => {
  if (count <= 0) return [];
  const fit = Math.max(1, Math.floor(width / minGap));
  const step = Math.max(1, Math.ceil(count / fit));
  const indexes: number[] = [];
  for (let index = 0; index < count; index += step) indexes.push(index);
  const last = count - 1;
  // the last label replaces the one before it when they would crowd
  if (indexes.at(-1) !== last) {
    if (indexes.length > 1 && last - (indexes.at(-1) ?? 0) < step) indexes.pop();
    indexes.push(last);
  }
  return indexes;
};

/** The nearest category to a pixel offset, for pointer hover. */
export const nearestIndex = (offset: number, count: number, left: number, width: number, band: boolean): number => {
  if (count <= 1) return 0;
  const position = band ? (offset - left) / (width / count) - 0.5 : ((offset - left) / width) * (count - 1);
  return Math.min(count - 1, Math.max(0, Math.round(position)));
};
