// The CLI: `node dist/main.js [--reset]`. Opens the database (PostgreSQL when DATABASE_URL is set, else
// PGlite in DATA_DIR), migrates, seeds the demo data once, serves API + site, prints where and who.
import { existsSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { buildServer } from './app';
import { defaultConfig, type SandboxConfig } from './config';
import { openDatabase } from './db/database';
import { defaultDataDir, defaultStaticDir } from './paths';
import { systemConfigFromEnv } from './modules/system/systemConfig';
import { securityConfigFromEnv } from './http/securityHeaders';
import { artCacheDir, createArtRaster } from './modules/games/artRaster';
import { prewarmGameArt } from './modules/games/artPrewarm';
import { startSettlementScheduler } from './modules/contracts/scheduler';
import { crashConfigFromEnv } from './modules/crash/config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed';
import { DEMO_SUBAGENTS } from './seed/agentTeam';
import { DEMO_TOTP_SECRET, SESSION_DEMO_ACCOUNTS } from './seed/session';

interface Settings {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  reset: boolean;
  staticDir?: string;
  loginRateLimit?: number;
  registerRateLimit?: number;
  trustProxy: boolean;
  validateResponses: boolean;
  logLevel: string;
  sandbox: SandboxConfig;
}

/** Sandbox timers from the environment (README "Sandbox timers"); each falls back to the default. */
function readSandbox(env: NodeJS.ProcessEnv): SandboxConfig {
  const number = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return env[name] !== undefined && env[name] !== '' && Number.isFinite(value) && value >= 0
      ? value
      : fallback;
  };
  const base = defaultConfig.sandbox;
  return {
    tickIntervalMs: number('SANDBOX_TICK_SECONDS', 5) * 1000,
    withdrawalReviewMs:
      number('SANDBOX_WITHDRAWAL_REVIEW_SECONDS', base.withdrawalReviewMs / 1000) * 1000,
    paymentWindowMs:
      number('SANDBOX_PAYMENT_WINDOW_MINUTES', base.paymentWindowMs / 60_000) * 60_000,
    confirmationMinutes: Math.max(
      1,
      number('WITHDRAWAL_CONFIRMATION_MINUTES', base.confirmationMinutes),
    ),
    agentReplyMs: number('SANDBOX_AGENT_REPLY_MS', base.agentReplyMs),
  };
}

function readSettings(env: NodeJS.ProcessEnv, argv: string[]): Settings {
  const staticDir =
    env.STATIC_DIR ?? (existsSync(defaultStaticDir()) ? defaultStaticDir() : undefined);
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? defaultDataDir(),
    reset: argv.includes('--reset') || env.RESET_DB === '1',
    staticDir,
    loginRateLimit: env.LOGIN_RATE_LIMIT ? Number(env.LOGIN_RATE_LIMIT) : undefined,
    registerRateLimit: env.REGISTER_RATE_LIMIT ? Number(env.REGISTER_RATE_LIMIT) : undefined,
    trustProxy: env.TRUST_PROXY === '1',
    validateResponses: env.VALIDATE_RESPONSES === '1',
    logLevel: env.LOG_LEVEL ?? 'warn',
    sandbox: readSandbox(env),
  };
}

function banner(url: string, location: string, staticDir: string | undefined): string {
  const width = Math.max(...[...DEMO_ACCOUNTS, ...DEMO_SUBAGENTS].map((a) => a.account.length));
  const rows = DEMO_ACCOUNTS.map(
    (a) => `    ${a.account.padEnd(width)}  ${DEMO_PASSWORD}  ${a.merchantCode}  ${a.description}`,
  );
  const teamRows = DEMO_SUBAGENTS.map(
    (a) => `    ${a.account.padEnd(width)}  ${DEMO_PASSWORD}  BR  ${a.description}`,
  );
  const sessionRows = SESSION_DEMO_ACCOUNTS.map(
    (a) =>
      `    ${a.account.padEnd(width)}  ${a.password.padEnd(DEMO_PASSWORD.length)}  BR  ${a.description}`,
  );
  return [
    '',
    `  Croupier is running at ${url}`,
    `  Data: ${location}${staticDir ? `; site: ${staticDir}` : '; no site build found (API only)'}`,
    '',
    '  Demo accounts (account, password, merchant):',
    ...rows,
    ...teamRows,
    ...sessionRows,
    `  Google authenticator secret of demo_player and demo_secure: ${DEMO_TOTP_SECRET}`,
    '  Sandbox SMS and email codes are in this log and at /dev/inbox?to=<phone digits or email>.',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const settings = readSettings(process.env, process.argv.slice(2));
  if (settings.reset) {
    if (settings.databaseUrl)
      console.warn('--reset only wipes the embedded PGlite data; DATABASE_URL is left alone.');
    else if (settings.dataDir !== 'memory')
      rmSync(settings.dataDir, { recursive: true, force: true });
  }

  // A process of `npm run start:cluster` (cluster.ts): the primary has migrated and seeded already.
  const clusterWorker = process.env.CLUSTER_WORKER;
  const opening = Date.now();
  if (!clusterWorker)
    console.log('Opening the database: migrations, then the demo data (a first start seeds about 5,000 games and a team of 208)…');
  const database = await openDatabase({ url: settings.databaseUrl, dataDir: settings.dataDir });
  if (!clusterWorker) {
    await seedDemo(database.db);
    console.log(`Database ready in ${((Date.now() - opening) / 1000).toFixed(1)} s.`);
  }

  const artDir = artCacheDir(process.env, settings.dataDir);
  const app = await buildServer({
    db: database,
    staticDir: settings.staticDir,
    logger: { level: settings.logLevel },
    trustProxy: settings.trustProxy,
    validateResponses: settings.validateResponses,
    config: {
      artCacheDir: artDir,
      // Plain bodies on `enc` calls are refused in production (or with REQUIRE_ENC=1): see modules/enc.
      requireEncryption: process.env.REQUIRE_ENC
        ? process.env.REQUIRE_ENC === '1'
        : process.env.NODE_ENV === 'production',
      system: systemConfigFromEnv(process.env),
      security: securityConfigFromEnv(process.env),
      // The sandbox inbox (GET /dev/inbox) is for development and tests only.
      devInbox: process.env.DEV_INBOX
        ? process.env.DEV_INBOX === '1'
        : process.env.NODE_ENV !== 'production',
      ...(process.env.PASSWORD_RATE_LIMIT && {
        passwordRateLimit: { max: Number(process.env.PASSWORD_RATE_LIMIT), timeWindowMs: 60_000 },
      }),
      ...(process.env.SMS_RATE_LIMIT && {
        smsRateLimit: { max: Number(process.env.SMS_RATE_LIMIT), timeWindowMs: 60_000 },
      }),
      ...(process.env.CHAT_RATE_LIMIT && {
        chatRateLimit: {
          max: Number(process.env.CHAT_RATE_LIMIT),
          timeWindowMs: Number(process.env.CHAT_RATE_WINDOW_SECONDS ?? 10) * 1000,
        },
      }),
      ...(process.env.CAPTCHA_RATE_LIMIT && {
        captchaRateLimit: { max: Number(process.env.CAPTCHA_RATE_LIMIT), timeWindowMs: 1000 },
      }),
      sandbox: settings.sandbox,
      // Lottery draws settle every 2 s by default; LOTTERY_DRAW_SECONDS shortens e-lottery draws for tests.
      lottery: {
        drawSeconds: Math.max(0, Number(process.env.LOTTERY_DRAW_SECONDS ?? 0) || 0),
        settleIntervalMs: Math.max(0, Number(process.env.LOTTERY_SETTLE_SECONDS ?? 2) || 0) * 1000,
      },
      crash: crashConfigFromEnv(process.env),
      // The README's `[sandbox sms] to … : Your login code is …` line, not a JSON log record.
      sandboxMessageLog: (line) => console.log(line),
      ...(settings.loginRateLimit && {
        loginRateLimit: { max: settings.loginRateLimit, timeWindowMs: 60_000 },
      }),
      ...(settings.registerRateLimit && {
        registerRateLimit: { max: settings.registerRateLimit, timeWindowMs: 60_000 },
      }),
    },
  });

  // Contract settlement on pg-boss (modules/contracts/scheduler.ts; README "Agent contracts and their settlement").
  const settlement =
    process.env.CONTRACT_SETTLEMENT === '0'
      ? null
      : await startSettlementScheduler(database, {
          onError: (error) => app.log.error({ err: error }, 'contract settlement job failed'),
        });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: closing the server and the database…`);
    await settlement?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: settings.port, host: settings.host });
  const { port } = app.server.address() as AddressInfo;
  if (clusterWorker) console.log(`  Process ${clusterWorker} (pid ${process.pid}) serves port ${port}.`);
  else console.log(banner(`http://localhost:${port}`, database.location, settings.staticDir));

  // The copies of the logos and the tiles' artwork, rendered ahead of the first visitor (ART_PREWARM=0: on demand).
  if (process.env.ART_PREWARM !== '0') {
    const started = Date.now();
    prewarmGameArt(database.db, createArtRaster(artDir))
      .then(({ vendors, games, rendered }) =>
        console.log(
          `  Game artwork ready: ${vendors} logos and ${games} tiles, ${rendered} rendered in ${Math.round((Date.now() - started) / 1000)} s (${artDir})`,
        ),
      )
      .catch((error: unknown) =>
        console.warn('Rendering the game artwork ahead failed; it renders on demand.', error),
      );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
