import { useEffect, useState } from 'react';

/** Spec §9: the home's game list requests go out 300 ms apart. */
export const HOME_REQUEST_GAP_MS = 300;

/** How many of `count` steps are released: the first at once, then one every `gap` ms. */
export function useStaggered(count: number, gap = HOME_REQUEST_GAP_MS): number {
  const [released, setReleased] = useState(count > 0 ? 1 : 0);
  useEffect(() => {
    if (released >= count) return;
    const timer = setTimeout(() => setReleased((n) => n + 1), gap);
    return () => clearTimeout(timer);
  }, [released, count, gap]);
  return Math.min(released, count);
}
