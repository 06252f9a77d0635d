/** Runs `work` when the browser is idle (within `timeoutMs`); the returned function cancels it. */
export function whenIdle(work: () => unknown, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
}
