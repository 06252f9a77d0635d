import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';
import type { EncryptionKey } from './keys';

/** Publishes the public key the SDK encrypts `enc` payloads with. */
export const encRoutes: FastifyPluginAsync<{ key: EncryptionKey }> = async (app, { key }) => {
  app.get('/wps/system/publicKey', async (_request, reply) => {
    // The key changes only with the data: clients may keep it for a while.
    void reply.header('cache-control', 'public, max-age=3600');
    return ok(key.publicJwk);
  });
};
