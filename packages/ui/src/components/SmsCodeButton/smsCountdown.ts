// §4/§9: after a code is sent the button waits 60 s × the returned expiredMinutes (at least one
// minute), and a click counts at most once per 1000 ms.

export const SECONDS_PER_MINUTE = 60;
export const SEND_THROTTLE_MS = 1000;

/** The countdown for a send that returned `expiredMinutes`; missing, zero or nonsense counts as 1 minute. */
export function countdownSeconds(expiredMinutes: number | undefined): number {
  const minutes = typeof expiredMinutes === 'number' && Number.isFinite(expiredMinutes) ? expiredMinutes : 1;
  return Math.round(SECONDS_PER_MINUTE * Math.max(1, minutes));
}

/** Seconds as minutes and seconds, the way a countdown reads: 299 is '4:59', 5 is '0:05'. */
export const countdownClock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Whole seconds left until `endsAt` (ms), never negative: 59.2 s left reads 60. */
export const secondsLeft = (endsAt: number, now: number) => Math.max(0, Math.ceil((endsAt - now) / 1000));

/** A gate that lets one call through per `intervalMs`, timed by the clock it is given. */
export function createThrottle(intervalMs = SEND_THROTTLE_MS) {
  let last = -Infinity;
  return (now: number): boolean => {
    if (now - last < intervalMs) return false;
    last = now;
    return true;
  };
}

/** The clock the button reads (Date.now, which fake timers control). */
export const clock = () => Date.now();
