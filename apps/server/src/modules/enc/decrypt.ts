// Opens `{ "enc": "<compact JWE>" }` bodies of the operations openapi.yaml marks `x-croupier-enc`,
// before the contract checks the body: the route sees the plain body the schema describes.
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/envelope';
import type { EncryptionKey } from './keys';

export interface DecryptOptions {
  key: EncryptionKey;
  /** Refuse plain bodies on `enc` operations (production): a password never travels in clear JSON. */
  requireEncryption: boolean;
}

const isEncrypted = (body: unknown): body is { enc: string } =>
  typeof body === 'object' &&
  body !== null &&
  Object.keys(body).length === 1 &&
  typeof (body as { enc?: unknown }).enc === 'string';

export function installDecryption(app: FastifyInstance, { key, requireEncryption }: DecryptOptions): void {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.operation?.encrypted) return;
    if (!isEncrypted(request.body)) {
      if (requireEncryption) throw new ApiError(400, 'bad_request', 'This call takes an encrypted body (enc)');
      return;
    }
    let plain: unknown;
    try {
      plain = JSON.parse(await key.decrypt(request.body.enc));
    } catch {
      // Same answer for a bad token, a wrong key and bad JSON inside: nothing to learn from it.
      throw new ApiError(400, 'bad_request', 'The encrypted body cannot be read');
    }
    request.body = plain;
  });
}
