import type { components } from '@croupier/sdk/schema';
import type { FastifyPluginAsync } from 'fastify';
import { adminOnly } from '../../http/adminAuth';
import { acceptEmptyJsonBodies } from '../../http/emptyBody';
import { ok } from '../../http/envelope';
import { pushUnread, sendMessage } from '../messages/service';
import type { ModuleOptions } from '../types';
import { memberOnly, sessionOf } from '../wallet/guards';
import { pushBalance } from '../wallet/service';
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '../withdrawals/confirmation';
import {
  activityTitle,
  applyForActivity,
  claimActivity,
  joinActivity,
  listActivities,
  reviewApplication,
} from './activities';
import { claimMission, missionLeaderboard, missionSummary } from './missions';
import { claimReferralRewards, referralSummary } from './referral';

type Schemas = components['schemas'];
type ByActivity = { Params: { activityId: string } };

/** After money moved or a claimable changed: the header balance and the menu badges update by socket. */
async function pushChanges(options: ModuleOptions, memberId: string, currency?: string) {
  const { db, notifier } = options;
  if (currency) await pushBalance(db, notifier, memberId, currency);
  await pushUnread(db, notifier, memberId);
}

export const rewardRoutes: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const { db, config, notifier } = options;
  const member = { preHandler: memberOnly(db) };
  acceptEmptyJsonBodies(app);

  // --- reward center (rewardCenter) ---
  app.get('/wps/rewards/activities', member, async (request) => {
    const { member, merchant } = sessionOf(request);
    return ok(await listActivities(db, member, merchant));
  });

  app.post<ByActivity>('/wps/rewards/activities/:activityId/join', member, async (request) => {
    const { member, merchant } = sessionOf(request);
    const view = await joinActivity(db, member, merchant, request.params.activityId);
    await pushChanges(options, member.id);
    return ok(view);
  });

  app.post<ByActivity & { Body: Schemas['RewardApplicationRequest'] }>(
    '/wps/rewards/activities/:activityId/apply',
    { ...member, bodyLimit: Math.ceil((MAX_IMAGE_BYTES * MAX_IMAGES * 4) / 3) + 64_000 },
    async (request) => {
      const { member, merchant } = sessionOf(request);
      return ok(
        await applyForActivity(db, member, merchant, request.params.activityId, request.body),
      );
    },
  );

  app.post<ByActivity>('/wps/rewards/activities/:activityId/claim', member, async (request) => {
    const { member, merchant } = sessionOf(request);
    const view = await claimActivity(db, member, merchant, request.params.activityId, false);
    await pushChanges(options, member.id, merchant.currency);
    return ok(view);
  });

  app.post<{ Body: Schemas['RaffleClaimRequest'] }>(
    '/wps/relay/MCS2_claimRafflePromotion',
    member,
    async (request) => {
      const { member, merchant } = sessionOf(request);
      const view = await claimActivity(db, member, merchant, request.body.activityId, true);
      await pushChanges(options, member.id, merchant.currency);
      return ok(view);
    },
  );

  // --- mission activity (missionLeaderboard) ---
  app.get('/wps/relay/MCSFE_getMissionSummaryDetails', member, async (request) => {
    const { member, merchant } = sessionOf(request);
    return ok(await missionSummary(db, member, merchant));
  });

  app.get('/wps/relay/MCSFE_getMissionLeaderboard', member, async (request) => {
    const { member, merchant } = sessionOf(request);
    return ok(await missionLeaderboard(db, member, merchant));
  });

  app.post<{ Params: { missionId: string } }>(
    '/wps/missions/:missionId/claim',
    member,
    async (request) => {
      const { member, merchant } = sessionOf(request);
      const summary = await claimMission(db, member, merchant, request.params.missionId);
      await pushChanges(options, member.id, merchant.currency);
      return ok(summary);
    },
  );

  // --- invite friends (referral) ---
  app.get('/wps/referral', member, async (request) => {
    const { member, merchant } = sessionOf(request);
    return ok(await referralSummary(db, member, merchant));
  });

  app.post('/wps/referral/claim', member, async (request) => {
    const { member, merchant } = sessionOf(request);
    const summary = await claimReferralRewards(db, member, merchant);
    await pushChanges(options, member.id, merchant.currency);
    return ok(summary);
  });

  // --- staff review of applications (admin API, README "Staff actions") ---
  const admin = { preHandler: adminOnly(config.system.adminToken) };
  type ByApplication = { Params: { applicationId: string } };

  app.post<ByApplication>(
    '/admin/rewards/applications/:applicationId/approve',
    admin,
    async (request) => {
      const row = await reviewApplication(db, request.params.applicationId, { approve: true });
      const title = await activityTitle(db, row.activityId);
      // The notice pushes the new badge counts: the reward is now claimable.
      await sendMessage(db, notifier, {
        memberId: row.memberId,
        category: 'reward',
        title: `${title}: application approved`,
        content: 'Your application was approved. Claim your reward in the reward center.',
      });
      return ok({ id: row.id, status: 'approved' as const });
    },
  );

  app.post<ByApplication & { Body: Schemas['AdminRejectRequest'] }>(
    '/admin/rewards/applications/:applicationId/reject',
    admin,
    async (request) => {
      const row = await reviewApplication(db, request.params.applicationId, {
        approve: false,
        reason: request.body.reason,
      });
      const title = await activityTitle(db, row.activityId);
      await sendMessage(db, notifier, {
        memberId: row.memberId,
        category: 'reward',
        title: `${title}: application rejected`,
        content: `Reason: ${request.body.reason}. You may apply again in the reward center.`,
      });
      return ok({ id: row.id, status: 'rejected' as const });
    },
  );
};
