import type { components } from '@croupier/sdk/schema';
import type { FastifyPluginAsync } from 'fastify';
import { ok, validationFailed } from '../../http/envelope';
import { findSession } from '../session/service';
import { requestMerchantCode } from '../system/requestMerchant';
import { limiter } from '../limits/rateLimitStore';
import type { ModuleOptions } from '../types';
import { feedback } from './tables';

/** Spec §5/§9: content 140 characters at most (the word-range reading is not used). */
export const FEEDBACK_MAX = 140;

const bearer = (header: string | undefined) => /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];

export const feedbackRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config }) => {
  const rateLimit = limiter(app, 'feedback', config.feedbackRateLimit);

  app.put<{ Body: components['schemas']['FeedbackRequest'] }>('/wps/feedback', { preHandler: rateLimit }, async (request) => {
    const content = request.body.content.trim();
    const contact = request.body.contact?.trim() || null;
    if (content === '') throw validationFailed({ content: { rule: 'required' } });
    if ([...content].length > FEEDBACK_MAX) throw validationFailed({ content: { rule: 'length', min: 1, max: FEEDBACK_MAX } });
    // A session is optional here: a stale token sends the feedback anonymously instead of failing.
    const token = bearer(request.headers.authorization);
    const session = token ? await findSession(db, token) : undefined;
    const [row] = await db
      .insert(feedback)
      .values({
        memberId: session?.member.id ?? null,
        merchantCode: session?.merchant.merchantCode ?? requestMerchantCode(request).slice(0, 8).toUpperCase(),
        questionType: request.body.questionType,
        content,
        contact,
      })
      .returning({ id: feedback.id, createdAt: feedback.createdAt });
    return ok({ id: row!.id, createdAt: row!.createdAt.toISOString() });
  });
};
