// The sandbox game vendor: the page a launch URL opens, and its rounds. Outside the API contract (like a
// real vendor's own site), authenticated by the launch token alone.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { limiter } from '../limits/rateLimitStore';
import type { ModuleOptions } from '../types';
import { findLaunch } from './launch';
import { currentBalance, playRound, RoundError } from './rounds';
import { sandboxPage } from './sandboxPage';
import { sandboxTexts } from './sandboxTexts';
import { activeSeedPair } from './slotSeeds';
import { findGame } from './service';

type TokenParams = { token: string };
/** The site's page for the slot's seeds (apps/site shared/slotPaths). */
const SLOT_FAIRNESS_PAGE = '/slot/fairness';

const ROUND_STATUS: Record<RoundError['code'], number> = {
  invalid_bet: 400,
  invalid_round: 400,
  insufficient_funds: 409,
  round_conflict: 409,
};

const fail = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ success: false, code, message, value: null });

export const sandboxRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  // A spin a second per player is plenty for a demo slot; more is a script hammering the ledger.
  const roundRateLimit = limiter(app, 'sandbox-round', { max: 5, timeWindowMs: 1000 });

  app.get<{ Params: TokenParams }>('/sandbox/game/:token', async (request, reply) => {
    const launch = await findLaunch(db, request.params.token);
    const game = launch && (await findGame(db, launch.nodeId));
    if (!launch || !game) {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Game session ended</title></head><body><main><h1>Game session ended</h1><p>${sandboxTexts('EN').expired}</p></main></body></html>`,
        );
    }
    const nonce = randomBytes(16).toString('base64');
    const html = sandboxPage({
      nonce,
      texts: sandboxTexts(launch.language),
      displayName: game.displayName,
      vendor: game.vassalage,
      currency: launch.currency,
      balance: await currentBalance(db, launch),
      fair: await activeSeedPair(db, launch),
      fairnessUrl: SLOT_FAIRNESS_PAGE,
    });
    return (
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        // The token is in the URL: it must not leak to other sites (same-origin still lets the page's own
        // round calls name their Origin), and only this site may frame the page.
        .header('referrer-policy', 'same-origin')
        .header(
          'content-security-policy',
          `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; connect-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`,
        )
        .send(html)
    );
  });

  app.post<{ Params: TokenParams; Body: { roundId?: unknown; bet?: unknown } | null }>(
    '/sandbox/game/:token/rounds',
    { preHandler: roundRateLimit },
    async (request, reply) => {
      const launch = await findLaunch(db, request.params.token);
      // Expired, or its login session ended (logout, a password change): nothing is bet.
      if (!launch)
        return fail(
          reply,
          401,
          'expired',
          'The game session has ended: log in and start the game again',
        );
      try {
        const result = await playRound(db, launch, {
          roundId: request.body?.roundId,
          bet: request.body?.bet,
        });
        return reply.header('cache-control', 'no-store').send(result);
      } catch (error) {
        if (error instanceof RoundError)
          return fail(reply, ROUND_STATUS[error.code], error.code, error.message);
        throw error;
      }
    },
  );
};
