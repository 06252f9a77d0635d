/** One item's answer from a batch: its value, or the error it alone gets. */
export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

/**
 * Group commit per key: calls of one key that come while that key's batch is being written wait and go
 * together as the next batch (at most `maxBatch`). A call that finds its key idle goes at once, alone, so a
 * quiet table waits for nothing; under load each batch takes what came during the last one, and a write
 * of a dozen statements serves a hundred calls. `run` answers each item of a batch, in order.
 */
export function groupCommit<T, R>(
  run: (items: T[]) => Promise<Outcome<R>[]>,
  maxBatch: number,
): (key: string, item: T) => Promise<R> {
  interface Waiting {
    item: T;
    resolve: (value: R) => void;
    reject: (error: unknown) => void;
  }
  const queues = new Map<string, Waiting[]>();
  const drain = async (key: string, queue: Waiting[]) => {
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      try {
        const outcomes = await run(batch.map((waiting) => waiting.item));
        batch.forEach((waiting, i) => {
          const outcome = outcomes[i];
          if (!outcome) waiting.reject(new Error('group commit: no answer for an item'));
          else if (outcome.ok) waiting.resolve(outcome.value);
          else waiting.reject(outcome.error);
        });
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    queues.delete(key);
  };
  return (key, item) =>
    new Promise<R>((resolve, reject) => {
      const running = queues.get(key);
      if (running) return void running.push({ item, resolve, reject });
      const queue: Waiting[] = [{ item, resolve, reject }];
      queues.set(key, queue);
      void drain(key, queue);
    });
}
