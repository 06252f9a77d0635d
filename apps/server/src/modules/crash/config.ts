// The crash round loop's timings (README "Crash games"); env variables let tests and e2e run short rounds.
import { CRASH_DEFAULT_GROWTH_PER_MS } from '@croupier/fair';
import type { CrashTiming } from './rounds';

export interface CrashConfig extends CrashTiming {
  /** Run round loops at all (off: tests drive rounds through the service functions). */
  loops: boolean;
  /** How long a process's lease on a game's loop lasts unless renewed; another takes over after it. */
  leaseMs: number;
  /** A loop keeps going this long after the last watcher or bet. */
  demandMs: number;
  /** How often a running round checks auto cash-outs and its crash moment. */
  tickMs: number;
}

export const defaultCrashConfig: CrashConfig = {
  loops: true,
  bettingMs: 6_000,
  pauseMs: 3_000,
  growthPerMs: CRASH_DEFAULT_GROWTH_PER_MS,
  chainLength: 10_000,
  leaseMs: 6_000,
  demandMs: 120_000,
  tickMs: 50,
};

/** CRASH_BETTING_SECONDS, CRASH_PAUSE_SECONDS, CRASH_LOOPS=0; the rest keeps its default. */
export function crashConfigFromEnv(env: NodeJS.ProcessEnv): CrashConfig {
  const seconds = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return env[name] && Number.isFinite(value) && value > 0 ? value * 1000 : fallback;
  };
  return {
    ...defaultCrashConfig,
    loops: env.CRASH_LOOPS !== '0',
    bettingMs: seconds('CRASH_BETTING_SECONDS', defaultCrashConfig.bettingMs),
    pauseMs: seconds('CRASH_PAUSE_SECONDS', defaultCrashConfig.pauseMs),
  };
}
