import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';
import { authenticate, sessionOf } from '../session/auth';
import type { ModuleOptions } from '../types';
import { CHAT_MODELS, chatLanguage } from './agent';
import { launchChat, memberSays } from './service';

const MAX_TEXT = 1_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const chatRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config, notifier, counter }) => {
  app.get('/wps/relay/CBS_modelList', async () =>
    ok(CHAT_MODELS.map(({ modelId, name }) => ({ modelId, name, online: true }))),
  );

  app.post<{ Body: { modelId: string } }>('/wps/relay/CBS_launchChat', { preHandler: authenticate(db) }, async (request) =>
    ok(await launchChat(db, sessionOf(request).member.id, request.body.modelId, chatLanguage(request.headers['accept-language']))),
  );

  // Messages of an open chat arrive over the notification socket, at most chatRateLimit per member and window.
  // Counted in the shared counter (modules/limits), so the limit holds across server processes.
  const overLimit = async (memberId: string): Promise<boolean> => {
    const { max, timeWindowMs } = config.chatRateLimit;
    return (await counter.hit(`chat|${memberId}`, timeWindowMs)).count > max;
  };
  notifier.handle('chat.send', async (session, message, reply) => {
    if (await overLimit(session.member.id)) return reply({ type: 'error', code: 'too_many_requests' });
    const text = typeof message.text === 'string' ? message.text.trim() : '';
    if (!text || text.length > MAX_TEXT || typeof message.chatId !== 'string' || !UUID.test(message.chatId))
      return reply({ type: 'error', code: 'bad_message' });
    try {
      await memberSays(db, notifier, session.member.id, message.chatId, text, config.sandbox.agentReplyMs);
    } catch {
      reply({ type: 'error', code: 'not_found' });
    }
  });
};
