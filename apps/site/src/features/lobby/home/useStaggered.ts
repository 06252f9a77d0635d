import { useEffect, useRef, useState } from 'react';

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

/**
 * How many sections may render: more as the end of the rendered ones comes near the viewport, so a visit
 * that never scrolls never builds (or fetches) the sections far below.
 */
export function useRevealed(step: number, margin = '800px') {
  const sentinel = useRef<HTMLDivElement>(null);
  const [revealed, setRevealed] = useState(step);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setRevealed((n) => n + step);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [step, margin, revealed]);
  return { sentinel, revealed };
}
