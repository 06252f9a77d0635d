import { useEffect, useState } from 'react';
import { AGENT_CLOCK_INTERVAL_MS } from './agentClock';

/** The timer functions the clock uses; injectable so tests and stories control time. */
export interface ClockTimer {
  setInterval: (tick: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

const browserTimer: ClockTimer = {
  setInterval: (tick, ms) => globalThis.setInterval(tick, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

const systemNow = () => new Date();

/** The current time, read again every second. */
export const useClock = (now: () => Date = systemNow, timer: ClockTimer = browserTimer): Date => {
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    const handle = timer.setInterval(() => setCurrent(now()), AGENT_CLOCK_INTERVAL_MS);
    return () => timer.clearInterval(handle);
  }, [now, timer]);
  return current;
};
