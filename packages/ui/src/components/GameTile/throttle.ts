/**
 * Leading-edge throttle: the first call runs at once, calls within `wait` ms after it are dropped
 * (not queued). Returns whether the call ran. `now` is injectable so tests need no fake timers.
 * Spec §4/§9: the favourite toggle fires at most once per 1000 ms.
 */
export const throttle = <Args extends unknown[]>(
  fn: (...args: Args) => void,
  wait: number,
  now: () => number = Date.now,
): ((...args: Args) => boolean) => {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: Args) => {
    const at = now();
    if (at - last < wait) return false;
    last = at;
    fn(...args);
    return true;
  };
};

/** Spec §9: favourite toggle, once per 1000 ms. */
export const FAVOURITE_THROTTLE_MS = 1000;
