import type { FastifyPluginAsync } from 'fastify';
import { ApiError, ok } from '../../http/envelope';
import { sendArt } from '../games/art';
import { authenticate, authenticatedMemberInfo, sessionOf } from '../session/auth';
import type { ModuleOptions } from '../types';
import { merchantLadder, standingFrom, vipPublicState } from '../vip/service';
import { memberOnly } from '../wallet/guards';
import {
  builtInAvatarSvg,
  MAX_AVATAR_BYTES,
  memberIcon,
  setMemberIcon,
  setMemberLanguage,
  uploadedAvatar,
  type MemberIconRequest,
} from './avatar';
import { toMemberInfo } from './service';

// Registration and passwords live in the account module.
export const memberRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  const auth = { preHandler: authenticate(db) };
  app.get('/wps/member/info', async (request) => {
    // One prepared query (the session's checks, the language, the member's VIP facts) and the merchant's ladder
    // from memory. The hottest call after the balance: the answer is built without copying the row.
    const info = await authenticatedMemberInfo(db, request);
    const levels = await merchantLadder(db, info.merchant.merchantCode);
    const { deposits, validBets, kept } = info;
    const standing = await standingFrom(db, info.member.id, { deposits, validBets, kept, levels });
    const answer = Object.assign(
      toMemberInfo(info.member, info.merchant, info.session.firstLogin),
      vipPublicState(standing),
    );
    return ok(info.language ? Object.assign(answer, { language: info.language }) : answer);
  });

  app.get('/wps/member/info/icon', auth, async (request) =>
    ok(await memberIcon(db, sessionOf(request).member.id)),
  );
  app.put<{ Body: MemberIconRequest }>(
    '/wps/member/info/icon',
    // base64 of twice the largest image (so a too large one gets its own error), plus the JSON around it
    { preHandler: memberOnly(db), bodyLimit: Math.ceil((2 * MAX_AVATAR_BYTES * 4) / 3) + 4_096 },
    async (request) => ok(await setMemberIcon(db, sessionOf(request).member.id, request.body)),
  );
  app.get<{ Params: { file: string } }>('/wps/member/avatars/:file', async (request, reply) => {
    const svg = builtInAvatarSvg(request.params.file.replace(/\.svg$/, ''));
    if (!svg) throw new ApiError(404, 'not_found');
    return sendArt(request, reply, svg);
  });
  app.get<{ Params: { avatarId: string } }>(
    '/wps/member/avatars/uploads/:avatarId',
    async (request, reply) => {
      const image = await uploadedAvatar(db, request.params.avatarId);
      if (!image) throw new ApiError(404, 'not_found');
      // nosniff is set for every answer; the type is the one the bytes were checked as
      return sendArt(request, reply, image.data, image.contentType);
    },
  );

  app.put<{ Body: { language: string } }>('/wps/member/info/language', auth, async (request) =>
    ok(await setMemberLanguage(db, sessionOf(request).member.id, request.body.language)),
  );
};
