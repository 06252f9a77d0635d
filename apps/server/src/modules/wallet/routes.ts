import type { components } from '@croupier/sdk/schema';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';
import { authenticate, authenticatedBalance, sessionOf } from '../session/auth';
import type { ModuleOptions } from '../types';
import { paymentsOf } from '../payments/methods';
import { memberOnly } from './guards';
import { pushBalance } from './service';
import { consolidatedFunds, listWallets, transferBetweenWallets } from './wallets';
import { transferToUpline, uplineTransferInfo } from './upline';

type Schemas = components['schemas'];

export const walletRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, notifier }) => {
  const member = { preHandler: memberOnly(db) };

  // The hot read: the session's checks and the balance in one narrow prepared query (getMainBalance's answer).
  app.get('/wps/v2/wallets/balance', async (request) => {
    const { balance, currency } = await authenticatedBalance(db, request);
    return ok({ balance, currency });
  });

  app.get('/wps/member/info/funds/consolidated', member, async (request) => {
    const { member, merchant } = sessionOf(request);
    return ok(await consolidatedFunds(db, member, merchant));
  });

  app.get('/wps/relay/GCS_merchantWallet', { preHandler: authenticate(db) }, async (request) => {
    const { merchant } = sessionOf(request);
    return ok({ isSingle: paymentsOf(merchant.merchantCode).isSingleWallet });
  });

  app.get('/wps/v2/wallets', member, async (request) => {
    const { member, merchant } = sessionOf(request);
    return ok(await listWallets(db, member, merchant));
  });

  app.post<{ Body: Schemas['WalletTransferRequest'] }>(
    '/wps/relay/GCS_walletTransfer',
    member,
    async (request) => {
      const { member, merchant } = sessionOf(request);
      const wallets = await transferBetweenWallets(db, member, merchant, request.body);
      await pushBalance(db, notifier, member.id, merchant.currency);
      return ok(wallets);
    },
  );

  app.get('/wps/member/transferUpline', member, async (request) => {
    const { member, merchant } = sessionOf(request);
    return ok(await uplineTransferInfo(db, member, merchant));
  });

  app.post<{ Body: Schemas['UplineTransferRequest'] }>('/wps/member/transferUpline', member, async (request) => {
    const { member, merchant } = sessionOf(request);
    const { upline, record } = await transferToUpline(db, member, merchant, request.body);
    await pushBalance(db, notifier, member.id, merchant.currency);
    await pushBalance(db, notifier, upline.id, merchant.currency);
    return ok(record);
  });
};
