// Tunables of a server instance; buildServer fills in what the caller leaves out.
import { defaultSecurityConfig, type SecurityConfig } from './http/securityHeaders';
import { artCacheDir } from './modules/games/artRaster';
import { defaultCrashConfig, type CrashConfig } from './modules/crash/config';
import { defaultSystemConfig, type SystemConfig } from './modules/system/systemConfig';
import { defaultAttemptLimits, type AttemptLimits } from './modules/session/attempts';
import {
  defaultVerificationSettings,
  type VerificationSettings,
} from './modules/verification/service';

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
  /** Password resets (email, phone) and changes per client IP. */
  passwordRateLimit: RateLimit;
  /**
   * Refuse plain bodies on `x-croupier-enc` operations (400). On in production (NODE_ENV=production
   * or REQUIRE_ENC=1); off elsewhere so tests and tools may send plain JSON.
   */
  requireEncryption: boolean;
  /** The system module's domains, location and admin switch (./modules/system/systemConfig). */
  system: SystemConfig;
  /** Codes by SMS and email: life, attempts and the §9 send limits per destination. */
  verification: VerificationSettings;
  /** Sends of SMS codes per client IP (on top of the per-number limits). */
  smsRateLimit: RateLimit;
  /** Captcha images per client IP (§9: one refresh a second). */
  captchaRateLimit: RateLimit;
  /** Failed logins per account and IP: when the captcha turns on and the account locks. */
  loginAttempts: AttemptLimits;
  /** Free-play (trial) logins per client IP. */
  freePlayRateLimit: RateLimit;
  /** The default reset password (spec §4 {secret}): logging in with it forces a password change. */
  defaultResetPassword: string;
  /** Where the merchant's forcedPasswordExpiry flag is on, a password older than this must be changed. */
  passwordMaxAgeDays: number;
  /** GET /dev/inbox shows the sandbox's SMS and emails; off in production (DEV_INBOX=0 or NODE_ENV=production). */
  devInbox: boolean;
  /** The sandbox providers' timers (issue 6; README "Sandbox timers"). */
  sandbox: SandboxConfig;
  /** Where the sandbox SMS and e-mail provider writes each message (main.ts: stdout, one plain line; else the log). */
  sandboxMessageLog?: (line: string) => void;
  /** Feedback submissions per client IP. */
  feedbackRateLimit: RateLimit;
  /** Transaction-password attempts (set, withdraw, transfer) per member. */
  transactionPasswordRateLimit: RateLimit;
  /** How often an open notification socket checks that its session still lives (0: only on messages). */
  socketSessionCheckMs: number;
  /** Chat messages per member over the socket (SDK error code too_many_requests beyond it). */
  chatRateLimit: RateLimit;
  /** How often the in-memory game catalogue asks the database whether it changed (0: on every request). */
  catalogueRecheckMs: number;
  /** Where the JPEG copies of the game artwork are kept (modules/games/artRaster.ts). */
  artCacheDir: string;
  /** Security headers and the origins state-changing calls may come from (http/securityHeaders.ts). */
  security: SecurityConfig;
  /** Lottery betting (modules/lottery): the draw cadence for tests and how often drawn bets settle. */
  lottery: LotteryConfig;
  /** The crash games' round loops (issue 14; modules/crash/config.ts). */
  crash: CrashConfig;
}

export interface LotteryConfig {
  /** Games drawn more than daily draw every this many seconds instead (LOTTERY_DRAW_SECONDS); 0 = as each game says. */
  drawSeconds: number;
  /** How often the server settles the bets of closed draws (LOTTERY_SETTLE_SECONDS); 0 = never by itself (tests call it). */
  settleIntervalMs: number;
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
  passwordRateLimit: { max: 5, timeWindowMs: 60_000 },
  requireEncryption: false,
  system: defaultSystemConfig,
  verification: defaultVerificationSettings,
  smsRateLimit: { max: 10, timeWindowMs: 60_000 },
  captchaRateLimit: { max: 1, timeWindowMs: 1000 },
  loginAttempts: defaultAttemptLimits,
  freePlayRateLimit: { max: 5, timeWindowMs: 60_000 },
  defaultResetPassword: 'Reset@123',
  passwordMaxAgeDays: 90,
  devInbox: false,
  sandbox: {
    tickIntervalMs: 0,
    withdrawalReviewMs: 2 * 60_000,
    paymentWindowMs: 30 * 60_000,
    confirmationMinutes: 60,
    agentReplyMs: 1_500,
  },
  crash: defaultCrashConfig,
  feedbackRateLimit: { max: 5, timeWindowMs: 60_000 },
  transactionPasswordRateLimit: { max: 10, timeWindowMs: 5 * 60_000 },
  catalogueRecheckMs: 1000,
  artCacheDir: artCacheDir(process.env),
  socketSessionCheckMs: 60_000,
  chatRateLimit: { max: 5, timeWindowMs: 10_000 },
  security: defaultSecurityConfig,
  lottery: { drawSeconds: 0, settleIntervalMs: 0 },
};
