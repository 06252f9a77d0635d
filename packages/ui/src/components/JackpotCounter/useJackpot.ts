import { useEffect, useState } from 'react';
import type { Random } from './jackpot';
import { initialJackpot, jackpotDelay, nextJackpot, wrapJackpot } from './jackpot';

export interface JackpotTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const browserTimers: JackpotTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The growing jackpot value: a random step after a random 3, 4 or 5 s, again and again. */
export const useJackpot = ({
  initialValue,
  random = Math.random,
  timers = browserTimers,
  running = true,
}: {
  initialValue?: number;
  random?: Random;
  timers?: JackpotTimers;
  running?: boolean;
}) => {
  const [value, setValue] = useState(() => (initialValue === undefined ? initialJackpot(random) : wrapJackpot(initialValue)));

  useEffect(() => {
    if (!running) return;
    let handle: unknown;
    const schedule = () => {
      handle = timers.setTimeout(() => {
        setValue((current) => nextJackpot(current, random));
        schedule();
      }, jackpotDelay(random));
    };
    schedule();
    return () => timers.clearTimeout(handle);
  }, [random, timers, running]);

  return value;
};
