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
  /** The sandbox providers' timers (issue 6; README "Sandbox timers"). */
  sandbox: SandboxConfig;
  /** Enables the /admin API when set (ADMIN_TOKEN); sent as X-Admin-Token. */
  adminToken?: string;
  /** Feedback submissions per client IP. */
  feedbackRateLimit: RateLimit;
  /** Transaction-password attempts (set, withdraw, transfer) per member. */
  transactionPasswordRateLimit: RateLimit;
}

export interface SandboxConfig {
  /** How often the timers run; 0 = never by themselves (tests call them, or POST /admin/sandbox/tick). */
  tickIntervalMs: number;
  /** A withdrawal under review this long is decided by the sandbox reviewer. */
  withdrawalReviewMs: number;
  /** A deposit not paid within this window fails as expired. */
  paymentWindowMs: number;
  /** Spec §9: a disbursed withdrawal unconfirmed this many minutes counts as received. */
  confirmationMinutes: number;
  /** How long the sandbox support agent takes to answer a chat message. */
  agentReplyMs: number;
}

export const defaultConfig: ServerConfig = {
  loginRateLimit: { max: 10, timeWindowMs: 60_000 },
  registerRateLimit: { max: 5, timeWindowMs: 60_000 },
  sessionTtlMs: 12 * 60 * 60 * 1000,
  sandbox: {
    tickIntervalMs: 0,
    withdrawalReviewMs: 2 * 60_000,
    paymentWindowMs: 30 * 60_000,
    confirmationMinutes: 60,
    agentReplyMs: 1_500,
  },
  feedbackRateLimit: { max: 5, timeWindowMs: 60_000 },
  transactionPasswordRateLimit: { max: 10, timeWindowMs: 5 * 60_000 },
};
