import type { components } from '@croupier/sdk/schema';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';
import type { PageQuery } from '../../http/paging';
import type { ModuleOptions } from '../types';
import { memberOnly, sessionOf } from '../wallet/guards';
import { listMessages, markRead, unreadCounts, type Category } from './service';

export const messageRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, notifier }) => {
  // Spec §4: unread messages are not fetched for trial users; memberOnly answers real_account_required.
  const member = { preHandler: memberOnly(db) };

  app.get('/wps/relay/CSP_unreadCount', member, async (request) =>
    ok(await unreadCounts(db, sessionOf(request).member.id)),
  );

  app.get<{ Querystring: PageQuery & { read?: boolean; category?: Category } }>('/wps/messages', member, async (request) =>
    ok(await listMessages(db, sessionOf(request).member.id, request.query)),
  );

  app.post<{ Body: components['schemas']['MarkMessagesReadRequest'] }>('/wps/messages/read', member, async (request) =>
    ok(await markRead(db, notifier, sessionOf(request).member.id, request.body)),
  );
};
