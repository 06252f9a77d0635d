import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';
import { listActivities } from '../rewards/activities';
import type { ModuleOptions } from '../types';
import { memberOnly, sessionOf } from '../wallet/guards';
import { vipStanding } from './service';

/** The VIP page: the merchant's ladder, the member's level, progress to the next, each bonus's state. */
export const vipRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  app.get('/wps/member/vip', { preHandler: memberOnly(db) }, async (request) => {
    const { member, merchant } = sessionOf(request);
    const standing = await vipStanding(db, member.id, merchant);
    const bonuses = new Map(
      (await listActivities(db, member, merchant))
        .filter((a) => a.kind === 'vipLevelUp')
        .map((a) => [a.id, a]),
    );
    const next = standing.levels.find((l) => l.level > standing.level);
    return ok({
      currency: merchant.currency,
      level: standing.level,
      deposits: standing.deposits,
      validBets: standing.validBets,
      ...(next && { nextLevel: next.level }),
      levels: standing.levels.map((l) => {
        const reachedAt = standing.reached.get(l.level);
        const bonus = bonuses.get(l.activityId);
        const status = bonus?.status;
        return {
          level: l.level,
          name: l.name,
          depositThreshold: l.depositThreshold,
          validBetThreshold: l.validBetThreshold,
          bonus: bonus?.rewardAmount ?? 0,
          activityId: l.activityId,
          bonusStatus:
            status === 'claimed' ? 'claimed' : status === 'issued' ? 'claimable' : 'locked',
          ...(reachedAt && { reachedAt: reachedAt.toISOString() }),
        };
      }),
    });
  });
};
