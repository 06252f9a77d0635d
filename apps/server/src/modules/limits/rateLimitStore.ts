// @fastify/rate-limit's store over a HitCounter, so every `app.rateLimit(...)` limit is shared by the
// processes that share the counter. Keys carry the limiter's name (see `limiter` below).
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { HitCounter } from './counter';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The store class @fastify/rate-limit instantiates (`store` option), bound to one counter. */
export function rateLimitStore(counter: HitCounter) {
  return class HitCounterStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      counter.hit(key, timeWindow).then(
        (hits) => callback(null, { current: hits.count, ttl: hits.resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    read(key: string, callback: Callback) {
      counter.peek(key).then(
        (hits) => callback(null, { current: hits.count, ttl: hits.resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child() {
      return this;
    }
  };
}

export interface LimiterOptions {
  max: number;
  timeWindowMs: number;
  /** What is limited within the name (default: the client IP). */
  key?: (request: FastifyRequest) => string;
}

/**
 * A named rate limit (a route's preHandler). The name keeps limiters apart in the shared store: two limiters
 * on the same IP never count each other's hits.
 */
export function limiter(
  app: FastifyInstance,
  name: string,
  { max, timeWindowMs, key = (request) => request.ip }: LimiterOptions,
): preHandlerAsyncHookHandler {
  return app.rateLimit({
    max,
    timeWindow: timeWindowMs,
    keyGenerator: (request) => `${name}|${key(request)}`,
  }) as preHandlerAsyncHookHandler;
}
