import type { components } from '@croupier/sdk/schema';
import type { FastifyPluginAsync } from 'fastify';
import { acceptEmptyJsonBodies } from '../../http/emptyBody';
import { ok } from '../../http/envelope';
import type { ModuleOptions } from '../types';
import { memberOnly, sessionOf } from '../wallet/guards';
import { bindExternalAccount, confirmExternalAccount, listExternalAccounts, unlinkExternalAccount } from './external';
import { bindContact, sendContactCode } from './contacts';
import { getProfile, updateProfile } from './service';
import { setTransactionPassword } from './transactionPassword';

type Schemas = components['schemas'];
type ByProvider = { Params: { provider: Schemas['ExternalProvider'] } };

export const profileRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, config }) => {
  const member = { preHandler: memberOnly(db) };
  acceptEmptyJsonBodies(app);

  app.get('/wps/member/profile', member, async (request) => ok(await getProfile(db, sessionOf(request).member)));

  app.put<{ Body: Schemas['ProfileUpdateRequest'] }>('/wps/member/profile', member, async (request) =>
    ok(await updateProfile(db, sessionOf(request).member, request.body.values as Record<string, string>)),
  );

  app.post<{ Body: Schemas['ContactCodeRequest'] }>('/wps/member/contact/code', member, async (request) =>
    ok(await sendContactCode(db, config.verification, sessionOf(request).member, request.body.channel, request.body.target)),
  );

  app.put<{ Body: Schemas['BindContactRequest'] }>('/wps/member/contact', member, async (request) => {
    const { channel, target, code } = request.body;
    await bindContact(db, config.verification, sessionOf(request).member, channel, target, code);
    return ok(await getProfile(db, sessionOf(request).member));
  });

  app.post<{ Body: Schemas['TransactionPasswordRequest'] }>('/wps/member/transactionPassword', member, async (request) => {
    await setTransactionPassword(db, sessionOf(request).member, request.body);
    return ok(null);
  });

  app.get('/wps/member/externalAccounts', member, async (request) =>
    ok(await listExternalAccounts(db, sessionOf(request).member.id)),
  );

  app.put<{ Body: Schemas['BindExternalAccountRequest'] }>('/wps/member/externalAccounts', member, async (request) =>
    ok(await bindExternalAccount(db, sessionOf(request).member.id, request.body.provider, request.body.externalId)),
  );

  app.post<ByProvider>('/wps/member/externalAccounts/:provider/confirm', member, async (request) =>
    ok(await confirmExternalAccount(db, sessionOf(request).member.id, request.params.provider)),
  );

  app.delete<ByProvider>('/wps/member/externalAccounts/:provider', member, async (request) =>
    ok(await unlinkExternalAccount(db, sessionOf(request).member.id, request.params.provider)),
  );
};
