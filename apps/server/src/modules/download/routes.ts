// App downloads (spec §2 side menu QR codes): /download/croupier-<country>.apk, the URL each merchant's
// Android resource names (seed/system.ts). Outside the API prefixes, like any file the site links to.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { failure } from '../../http/envelope';
import { listMerchants } from '../system/service';
import type { ModuleOptions } from '../types';
import { APK_TYPE, sandboxApk } from './apk';

// Drawn from the merchant's country alone, so a process may keep them: nothing to invalidate.
const drawn = new Map<string, { body: Buffer; etag: string }>();

export const downloadRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  app.get<{ Params: { file: string } }>('/download/:file', async (request, reply) => {
    const country = /^croupier-([a-z]{2})\.apk$/.exec(request.params.file)?.[1];
    const merchant = country && (await listMerchants(db)).find((m) => m.country.toLowerCase() === country);
    if (!country || !merchant) {
      return reply.status(404).send(failure('not_found', `No download ${request.params.file}`));
    }
    let apk = drawn.get(country);
    if (!apk) {
      const body = sandboxApk(merchant.country, merchant.countryName);
      apk = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      drawn.set(country, apk);
    }
    reply
      .header('etag', apk.etag)
      .header('cache-control', 'public, max-age=3600')
      .header('content-disposition', `attachment; filename="${request.params.file}"`);
    if (request.headers['if-none-match'] === apk.etag) return reply.code(304).send();
    return reply.type(APK_TYPE).send(apk.body);
  });
};
