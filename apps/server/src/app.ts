// The HTTP server, not yet listening: contract binding, error envelope, modules, static site.
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { defaultConfig, type ServerConfig } from './config';
import { loadContract, type ContractDocument } from './contract/document';
import { installContract } from './contract/plugin';
import type { Database } from './db/database';
import { ApiError } from './http/envelope';
import { frameworkErrorOptions, installErrorHandler } from './http/errors';
import { installOriginGuard } from './http/originGuard';
import { installSecurityHeaders } from './http/securityHeaders';
import { refuseRepeatedQueryParameters } from './http/singleQueryValues';
import { installStaticAndFallback } from './http/static';
import { accountRoutes } from './modules/account/routes';
import { installDecryption } from './modules/enc/decrypt';
import { loadEncryptionKey, type EncryptionKey } from './modules/enc/keys';
import { encRoutes } from './modules/enc/routes';
import { gamesRoutes } from './modules/games/routes';
import { sandboxRoutes } from './modules/games/sandboxRoutes';
import { slotFairRoutes } from './modules/games/slotFairRoutes';
import { lobbyRoutes } from './modules/lobby/routes';
import { homeRoutes } from './modules/home/routes';
import { memberRoutes } from './modules/member/routes';
import { sessionRoutes } from './modules/session/routes';
import { installSystemGuard } from './modules/system/guard';
import { startMerchantGuards } from './modules/system/guardCache';
import { systemRoutes } from './modules/system/routes';
import { deliverySourcesOf } from './modules/system/deliverySources';
import type { ModuleOptions } from './modules/types';
import { verificationRoutes } from './modules/verification/routes';
import { walletRoutes } from './modules/wallet/routes';
import { Notifier, postgresBus } from './modules/notifications/hub';
import { hitCounterFor } from './modules/limits/counter';
import { rateLimitStore } from './modules/limits/rateLimitStore';
import { notificationRoutes } from './modules/notifications/routes';
import { paymentRoutes } from './modules/payments/routes';
import { withdrawalRoutes } from './modules/withdrawals/routes';
import { recordRoutes } from './modules/records/routes';
import { messageRoutes } from './modules/messages/routes';
import { profileRoutes } from './modules/profile/routes';
import { helpRoutes } from './modules/help/routes';
import { feedbackRoutes } from './modules/feedback/routes';
import { chatRoutes } from './modules/chat/routes';
import { adminRoutes } from './modules/admin/routes';
import { rewardRoutes } from './modules/rewards/routes';
import { contractRoutes } from './modules/contracts/routes';
import { agentRoutes } from './modules/agents/routes';
import { pointRoutes } from './modules/points/routes';
import { promotionRoutes } from './modules/promotions/routes';
import { lotteryRoutes } from './modules/lottery/routes';
import { responsibleGamingRoutes } from './modules/responsible/routes';
import { crashRoutes } from './modules/crash/routes';
import { vipRoutes } from './modules/vip/routes';
import { downloadRoutes } from './modules/download/routes';

export interface BuildServerOptions {
  db: Database;
  /** The built site to serve next to the API (with SPA fallback); none when absent. */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Check every response against openapi.yaml and turn a mismatch into a 500 (on in tests). */
  validateResponses?: boolean;
  config?: Partial<ServerConfig>;
  /** Set when a reverse proxy sits in front (X-Forwarded-For is then believed). */
  trustProxy?: boolean;
  /** The contract; loaded from openapi/openapi.yaml when not given. */
  contract?: ContractDocument;
  /** The `enc` payloads' key; else JWE_PRIVATE_KEY, else the one kept in the database (created once). */
  encryptionKey?: EncryptionKey;
}

/** Every module's routes; a new domain adds one line here. */
const modules = [
  systemRoutes,
  sessionRoutes,
  memberRoutes,
  walletRoutes,
  verificationRoutes,
  accountRoutes,
  gamesRoutes,
  sandboxRoutes,
  // the provably fair sandbox slot (issue 14)
  slotFairRoutes,
  lobbyRoutes,
  homeRoutes,
  // wallet and member center (issue 6)
  notificationRoutes,
  paymentRoutes,
  withdrawalRoutes,
  recordRoutes,
  messageRoutes,
  profileRoutes,
  helpRoutes,
  feedbackRoutes,
  chatRoutes,
  adminRoutes,
  // rewards, missions and referral (session 3)
  rewardRoutes,
  // agent contracts and settlement (issue 13)
  contractRoutes,
  agentRoutes,
  pointRoutes,
  // promotions (issue 17)
  promotionRoutes,
  // lottery betting (issue 14)
  lotteryRoutes,
  responsibleGamingRoutes,
  // in-house crash games (issue 14)
  crashRoutes,
  // VIP levels (issue 17)
  vipRoutes,
  // the sandbox Android app behind the app download QR codes (issue 17)
  downloadRoutes,
];

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const config: ServerConfig = { ...defaultConfig, ...options.config };
  const app = Fastify({
    logger: options.logger ?? false,
    // Only behind a proxy may the client IP (rate limits) come from X-Forwarded-For; else it is spoofable.
    trustProxy: options.trustProxy ?? false,
    ...frameworkErrorOptions,
  });

  installErrorHandler(app);
  installSecurityHeaders(app, {
    staticDir: options.staticDir,
    security: config.security,
    deliverySources: () => deliverySourcesOf(options.db.db),
  });
  installOriginGuard(app, config.security.allowedOrigins);
  refuseRepeatedQueryParameters(app);
  installContract(app, options.contract ?? loadContract(), {
    validateResponses: options.validateResponses ?? false,
  });
  app.decorateRequest('session', null);
  const encryptionKey =
    options.encryptionKey ?? (await loadEncryptionKey(options.db.db, process.env.JWE_PRIVATE_KEY));
  installDecryption(app, { key: encryptionKey, requireEncryption: config.requireEncryption });

  // Every limit counts in one store: process memory on PGlite, PostgreSQL's hit_counters when several
  // processes share the database (modules/limits).
  const counter = hitCounterFor(options.db);
  await app.register(fastifyRateLimit, {
    global: false,
    store: rateLimitStore(counter),
    errorResponseBuilder: () => new ApiError(429, 'too_many_requests'),
  });

  // At the root, so every module (and tests, through injectWS) shares one upgrade handler.
  await app.register(fastifyWebsocket, { options: { maxPayload: 4_096 } });

  // Pushes reach sockets held by any process on one PostgreSQL (LISTEN/NOTIFY); PGlite has one process.
  const notifier = new Notifier(options.db.driver === 'postgres' ? postgresBus(options.db) : undefined);
  await notifier.start();
  app.addHook('onClose', () => notifier.stop());
  const guards = await startMerchantGuards(options.db);
  app.addHook('onClose', () => guards.close());
  const moduleOptions: ModuleOptions = { db: options.db.db, config, notifier, counter, guards };
  installSystemGuard(app, moduleOptions);
  for (const routes of modules) await app.register(routes, moduleOptions);
  await app.register(encRoutes, { key: encryptionKey });

  await installStaticAndFallback(app, options.staticDir);
  return app;
}
