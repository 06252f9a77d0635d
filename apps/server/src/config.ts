// Tunables of a server instance; buildServer fills in what the caller leaves out.
import { defaultSystemConfig, type SystemConfig } from './modules/system/systemConfig';

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
  /** The system module's domains, location and admin switch (./modules/system/systemConfig). */
  system: SystemConfig;
}

export const defaultConfig: ServerConfig = {
  loginRateLimit: { max: 10, timeWindowMs: 60_000 },
  registerRateLimit: { max: 5, timeWindowMs: 60_000 },
  sessionTtlMs: 12 * 60 * 60 * 1000,
  system: defaultSystemConfig,
};
