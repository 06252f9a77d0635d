// The verifier builds each interaction's provider states from the merchants' seed. Several costly states come back
// in many interactions with the same parameters (a member with a whole play history: 14 times at about 1 s each on a
// busy two-core machine; an agent's three-level team: 12 times). This builds such a state once and, for the next
// interaction that asks for it, puts back the copy of the database taken right after it was built, with what the
// handler answered (the token of a session that is in the copy).
import type { Snapshot } from '../helpers/reset';

type Handler = (params?: unknown) => Promise<unknown>;

/**
 * States whose whole effect is rows in the database, cheap to copy and costly to build. A state that also changes
 * the server's memory (the crash engine's rounds, the sandbox SMS outbox, a rate limiter) must not be here: a copy
 * would not bring that back.
 */
export const COPYABLE_STATES: readonly string[] = [
  'member {account} has played, deposited, withdrawn and received messages',
  'agent {account} with sub-agent {subAgent}, member {member} and deep member {deep}, and an outsider {outsider}, is logged in with transaction password {password}',
  'the catalogue has the games of {vendors}',
  'member {account} is logged in with balance {balance}',
  'member {account} has spun the sandbox slot and rotated its seed',
  'agent {account} with upline {upline} is logged in with a {type} contract in force and settled periods',
  'agent {account} with upline {upline} is logged in with a {type} contract request awaiting it',
  'the lobby content is seeded',
  'member {account} with transaction password {password} and a bound account is logged in with balance {balance}',
  'member {account} deposited {deposits} and bet {validBets}, reaching VIP level 1',
];

/**
 * Wraps `handlers`: a state in `copyable` is keyed by every state (and parameters) set up since the last
 * `reset()`, itself included, so a copy is only put back over the same start. `reset` puts back `start` (the
 * database every interaction begins from) and forgets the states set up.
 */
export function copiedStates<H extends Record<string, Handler>>(
  handlers: H,
  copyable: readonly string[],
  copies: { take(): Promise<Snapshot> },
  start: Snapshot,
): { handlers: H; reset(): Promise<void>; stats: { built: number; restored: number } } {
  let since: unknown[] = [];
  const built = new Map<string, { copy: Snapshot; answer: unknown }>();
  const stats = { built: 0, restored: 0 };
  const wrapped = Object.fromEntries(
    Object.entries(handlers).map(([name, handler]) => {
      if (!copyable.includes(name)) {
        const live: Handler = (params) => {
          since.push([name, params ?? null]);
          return handler(params);
        };
        return [name, live];
      }
      const copied: Handler = async (params) => {
        since.push([name, params ?? null]);
        const key = JSON.stringify(since);
        const known = built.get(key);
        if (known) {
          await known.copy.restore();
          stats.restored++;
          return known.answer;
        }
        const answer = await handler(params);
        built.set(key, { copy: await copies.take(), answer });
        stats.built++;
        return answer;
      };
      return [name, copied];
    }),
  ) as H;
  return {
    handlers: wrapped,
    stats,
    async reset() {
      since = [];
      await start.restore();
    },
  };
}
