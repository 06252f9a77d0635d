// Lottery betting (issue 14): the open draw and its bet types, placing a slip, the member's bets; and the
// settler that pays drawn bets, on a timer and once at start-up.
import type { components } from '@croupier/sdk/schema';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';
import { refuseRealMoneyPlay } from '../responsible/guards';
import { authenticate } from '../session/auth';
import type { ModuleOptions } from '../types';
import { memberOnly, sessionOf } from '../wallet/guards';
import { pushBalance } from '../wallet/service';
import { bettingOffer, listBets, placeSlip, type BetListQuery } from './service';
import { settleDrawnBets } from './settlement';

type Schemas = components['schemas'];

export const lotteryRoutes: FastifyPluginAsync<ModuleOptions> = async (
  app,
  { db, config, notifier },
) => {
  const signedIn = { preHandler: authenticate(db) };
  // Trial members watch the draws but cannot bet (real_account_required).
  const member = { preHandler: memberOnly(db) };
  const { drawSeconds, settleIntervalMs } = config.lottery;

  app.get<{ Querystring: { gameCode: string } }>(
    '/lotto/lgw/games/betting',
    signedIn,
    async (request) => ok(await bettingOffer(db, request.query.gameCode, drawSeconds)),
  );

  app.post<{ Body: Schemas['PlaceLotteryBetsRequest'] }>(
    '/lotto/lgw/bets',
    member,
    async (request) => {
      const { member, merchant } = sessionOf(request);
      // Real money on for the merchant, and no break or self-exclusion running (issue 15), as for a launch.
      await refuseRealMoneyPlay(db, member.id, merchant.merchantCode);
      const result = await placeSlip(
        db,
        { memberId: member.id, currency: merchant.currency },
        request.body,
        drawSeconds,
      );
      await pushBalance(db, notifier, member.id, merchant.currency);
      return ok(result);
    },
  );

  app.get<{ Querystring: BetListQuery }>('/lotto/lgw/bets', signedIn, async (request) =>
    ok(await listBets(db, sessionOf(request).member.id, request.query)),
  );

  const settle = () =>
    settleDrawnBets(db, notifier).catch((error: unknown) =>
      app.log.error({ err: error }, 'lottery settlement failed'),
    );
  // Whatever a stopped server left drawn but unsettled is paid before this one serves.
  app.addHook('onReady', async () => {
    await settle();
  });
  if (settleIntervalMs > 0) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      void settle().finally(() => (running = false));
    }, settleIntervalMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
};
