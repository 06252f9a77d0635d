// Tunables of a server instance; buildServer fills in what the caller leaves out.

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

export interface ServerConfig {
  /** Login attempts per client IP and account. */
  loginRateLimit: RateLimit;
  /** Registration attempts per client IP. */
  registerRateLimit: RateLimit;
  /** How long a session token stays valid. */
  sessionTtlMs: number;
  /** How often the in-memory game catalogue asks the database whether it changed (0: on every request). */
  catalogueRecheckMs: number;
}

export const defaultConfig: ServerConfig = {
  loginRateLimit: { max: 10, timeWindowMs: 60_000 },
  registerRateLimit: { max: 5, timeWindowMs: 60_000 },
  sessionTtlMs: 12 * 60 * 60 * 1000,
  catalogueRecheckMs: 1000,
};
