import type { components } from '@croupier/sdk/schema';
import type { FastifyPluginAsync } from 'fastify';
import { adminOnly } from '../../http/adminAuth';
import { acceptEmptyJsonBodies } from '../../http/emptyBody';
import { ApiError, ok } from '../../http/envelope';
import { requestLanguage, requestMerchant } from '../games/requestContext';
import { authenticate } from '../session/auth';
import type { ModuleOptions } from '../types';
import { memberOnly, sessionOf } from '../wallet/guards';
import { pushBalance } from '../wallet/service';
import { amountFor, listPointRewards, pointConfigOf, pointConfigView } from './config';
import { getRedemption, listRedemptions, listPointDetails } from './history';
import { pointsOf } from './ledger';
import { convertPoints, redeemReward, reviewRedemption } from './mall';

type Schemas = components['schemas'];
type ListQuery = {
  pageNo?: number;
  pageSize?: number;
  startDate?: string;
  endDate?: string;
  language?: string;
};
type ByReference = { Params: { referenceNo: string } };

/** The points mall (spec §2 /pointMall, §7 Points): rates and catalogue for anyone, the rest for members. */
export const pointRoutes: FastifyPluginAsync<ModuleOptions> = async (
  app,
  { db, config, notifier },
) => {
  const signedIn = { preHandler: authenticate(db) };
  // Trial members see the mall but cannot redeem or convert (real_account_required).
  const member = { preHandler: memberOnly(db) };
  const admin = { preHandler: adminOnly(config.system.adminToken) };
  acceptEmptyJsonBodies(app);

  app.get('/wps/relay/MCS2_getPointConfig', async (request) => {
    const merchant = await requestMerchant(db, request);
    return ok(await pointConfigView(db, merchant.merchantCode, merchant.currency));
  });

  app.get<{ Querystring: { language?: string } }>(
    '/wps/relay/MCS2_getPointReward',
    async (request) => {
      const merchant = await requestMerchant(db, request);
      const language = requestLanguage(request, merchant, request.query.language);
      return ok(await listPointRewards(db, merchant.merchantCode, language, merchant.currency));
    },
  );

  app.get('/wps/relay/MCS2_getPointBalance', signedIn, async (request) => {
    const { member, merchant } = sessionOf(request);
    const [{ points, held }, rates] = await Promise.all([
      pointsOf(db, member.id),
      pointConfigOf(db, merchant.merchantCode),
    ]);
    return ok({
      points,
      heldPoints: held,
      convertibleAmount: amountFor(rates, points),
      currency: merchant.currency,
    });
  });

  app.post<{ Body: Schemas['RedeemPointRewardRequest'] }>(
    '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    member,
    async (request) => {
      const { member, merchant } = sessionOf(request);
      const row = await redeemReward(db, member, merchant, request.body);
      return ok(await getRedemption(db, row.referenceNo, requestLanguage(request, merchant)));
    },
  );

  app.post<{ Body: Schemas['ConvertPointRequest'] }>(
    '/wps/relay/passwordCheck/MCS2_convertPoint',
    member,
    async (request) => {
      const { member, merchant } = sessionOf(request);
      const converted = await convertPoints(db, member, merchant, request.body);
      await pushBalance(db, notifier, member.id, merchant.currency);
      return ok(converted);
    },
  );

  app.get<{ Querystring: ListQuery & { status?: string } }>(
    '/wps/relay/MCS2_getRedeemPointList',
    signedIn,
    async (request) => {
      const { member, merchant } = sessionOf(request);
      return ok(
        await listRedemptions(
          db,
          member,
          requestLanguage(request, merchant, request.query.language),
          request.query,
        ),
      );
    },
  );

  app.get<{ Querystring: ListQuery & { pointType?: string } }>(
    '/wps/relay/ODSFE2_MemTransDet',
    signedIn,
    async (request) => {
      const { member, merchant } = sessionOf(request);
      return ok(
        await listPointDetails(
          db,
          member,
          requestLanguage(request, merchant, request.query.language),
          request.query,
        ),
      );
    },
  );

  // Staff decide a redemption (there is no timer: a reward is handed over by people).
  const decided = async (referenceNo: string) => {
    const view = await getRedemption(db, referenceNo, 'EN');
    if (!view) throw new ApiError(404, 'not_found');
    return ok(view);
  };
  app.post<ByReference>(
    '/admin/points/redemptions/:referenceNo/approve',
    admin,
    async (request) => {
      await reviewRedemption(db, request.params.referenceNo, { status: 'approved' });
      return decided(request.params.referenceNo);
    },
  );
  app.post<ByReference & { Body: Schemas['AdminRejectRequest'] }>(
    '/admin/points/redemptions/:referenceNo/reject',
    admin,
    async (request) => {
      await reviewRedemption(db, request.params.referenceNo, {
        status: 'rejected',
        reason: request.body.reason,
      });
      return decided(request.params.referenceNo);
    },
  );
};
