import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';
import { authenticate, sessionOf } from '../session/auth';
import type { ModuleOptions } from '../types';
import { CHAT_MODELS, chatLanguage } from './agent';
import { launchChat, memberSays } from './service';

const MAX_TEXT = 1_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const chatRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config, notifier }) => {
  app.get('/wps/relay/CBS_modelList', async () =>
    ok(CHAT_MODELS.map(({ modelId, name }) => ({ modelId, name, online: true }))),
  );

  app.post<{ Body: { modelId: string } }>('/wps/relay/CBS_launchChat', { preHandler: authenticate(db) }, async (request) =>
    ok(await launchChat(db, sessionOf(request).member.id, request.body.modelId, chatLanguage(request.headers['accept-language']))),
  );

  // Messages of an open chat arrive over the notification socket, at most chatRateLimit per member and window.
  const sent = new Map<string, number[]>();
  const overLimit = (memberId: string): boolean => {
    const { max, timeWindowMs } = config.chatRateLimit;
    const now = Date.now();
    if (sent.size > 10_000)
      for (const [id, times] of sent) if (times.every((at) => now - at >= timeWindowMs)) sent.delete(id);
    const recent = (sent.get(memberId) ?? []).filter((at) => now - at < timeWindowMs);
    const over = recent.length >= max;
    if (!over) recent.push(now);
    if (recent.length > 0) sent.set(memberId, recent);
    else sent.delete(memberId);
    return over;
  };
  notifier.handle('chat.send', async (session, message, reply) => {
    if (overLimit(session.member.id)) return reply({ type: 'error', code: 'too_many_requests' });
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
