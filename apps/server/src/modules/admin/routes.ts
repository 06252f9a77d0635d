// The token-protected staff API (/admin, README "Admin API"): what a back office would do, for the
// sandbox and the e2e tests. Off unless ADMIN_TOKEN is set.
import type { components } from '@croupier/sdk/schema';
import type { FastifyPluginAsync } from 'fastify';
import { adminOnly } from '../../http/adminAuth';
import { acceptEmptyJsonBodies } from '../../http/emptyBody';
import { ApiError, ok } from '../../http/envelope';
import { findMemberByAccount } from '../member/service';
import { broadcastMessage, sendMessage } from '../messages/service';
import { getMerchant } from '../system/service';
import { settleDeposit, toDepositOrder } from '../payments/service';
import { agentSays } from '../chat/service';
import type { ModuleOptions } from '../types';
import { approveWithdrawal, rejectWithdrawal } from '../withdrawals/review';
import { withdrawalOrders, withdrawalAccounts } from '../withdrawals/tables';
import { toWithdrawal } from '../withdrawals/orders';
import { members } from '../member/tables';
import { eq } from 'drizzle-orm';
import { runSandboxTick } from './tick';

type Schemas = components['schemas'];
type ByOrder = { Params: { orderNo: string } };

export const adminRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config, notifier }) => {
  const admin = { preHandler: adminOnly(config.system.adminToken) };
  acceptEmptyJsonBodies(app);

  const withdrawalView = async (orderNo: string) => {
    const [row] = await db
      .select({ order: withdrawalOrders, account: withdrawalAccounts, merchantCode: members.merchantCode })
      .from(withdrawalOrders)
      .innerJoin(withdrawalAccounts, eq(withdrawalAccounts.id, withdrawalOrders.accountId))
      .innerJoin(members, eq(members.id, withdrawalOrders.memberId))
      .where(eq(withdrawalOrders.orderNo, orderNo));
    return toWithdrawal(row!.order, row!.account, row!.merchantCode);
  };

  app.post<ByOrder>('/admin/withdrawals/:orderNo/approve', admin, async (request) => {
    await approveWithdrawal(db, notifier, request.params.orderNo, config.sandbox.confirmationMinutes);
    return ok(await withdrawalView(request.params.orderNo));
  });

  app.post<ByOrder & { Body: Schemas['AdminRejectRequest'] }>('/admin/withdrawals/:orderNo/reject', admin, async (request) => {
    await rejectWithdrawal(db, notifier, request.params.orderNo, request.body.reason);
    return ok(await withdrawalView(request.params.orderNo));
  });

  app.post<ByOrder & { Body: Schemas['AdminSettleDepositRequest'] }>('/admin/deposits/:orderNo/settle', admin, async (request) => {
    const { outcome } = request.body;
    const row = await settleDeposit(db, notifier, request.params.orderNo, outcome === 'paid' ? { outcome } : { outcome, reason: 'declined' });
    const [member] = await db.select({ merchantCode: members.merchantCode }).from(members).where(eq(members.id, row.memberId));
    return ok(toDepositOrder(row, member!.merchantCode));
  });

  app.post<{ Body: Schemas['AdminMessageRequest'] }>('/admin/messages', admin, async (request) => {
    const { merchantCode, account, category, title, content } = request.body;
    const member = await findMemberByAccount(db, merchantCode, account);
    if (!member) throw new ApiError(404, 'not_found');
    return ok(await sendMessage(db, notifier, { memberId: member.id, category, title, content }));
  });

  app.post<{ Body: Schemas['AdminBroadcastRequest'] }>('/admin/messages/broadcast', admin, async (request) => {
    if (!(await getMerchant(db, request.body.merchantCode))) throw new ApiError(404, 'not_found');
    return ok(await broadcastMessage(db, notifier, request.body));
  });

  app.post<{ Params: { chatId: string }; Body: Schemas['AdminChatReplyRequest'] }>('/admin/chats/:chatId/reply', admin, async (request) =>
    ok(await agentSays(db, notifier, request.params.chatId, request.body.text)),
  );

  app.post<{ Body: Schemas['AdminTickRequest'] }>('/admin/sandbox/tick', admin, async (request) =>
    ok(await runSandboxTick(db, notifier, config.sandbox, request.body.at ? new Date(request.body.at) : new Date())),
  );

  // The timers by themselves, when configured (main.ts turns them on; tests call the tick).
  if (config.sandbox.tickIntervalMs > 0) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      runSandboxTick(db, notifier, config.sandbox)
        .catch((error: unknown) => app.log.error({ err: error }, 'sandbox tick failed'))
        .finally(() => (running = false));
    }, config.sandbox.tickIntervalMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
};
