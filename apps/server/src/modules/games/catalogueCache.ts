// The compact catalogue (instant slot search) is ~1 MB of JSON for 5,000 games: serialised and gzipped
// once per catalogue version, so a request costs neither.
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import type { CatalogueStore } from './catalogueStore';
import type { GameType } from './model';

interface Entry {
  version: string;
  etag: string;
  json: string;
  gzip: Buffer;
}

export function createCatalogueCache(catalogue: CatalogueStore) {
  const entries = new Map<string, Entry>();

  async function entryFor(gameType: GameType | undefined): Promise<Entry> {
    const view = await catalogue();
    const key = gameType ?? 'ALL';
    const cached = entries.get(key);
    if (cached?.version === view.version) return cached;
    const json = JSON.stringify(ok({ version: view.version, games: view.compact(gameType) }));
    const entry = {
      version: view.version,
      etag: `"catalogue-${key}-${view.version}"`,
      json,
      gzip: gzipSync(json),
    };
    entries.set(key, entry);
    return entry;
  }

  return async function send(request: FastifyRequest, reply: FastifyReply, gameType?: GameType) {
    const entry = await entryFor(gameType);
    reply
      .header('etag', entry.etag)
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'gzip').send(entry.gzip);
    }
    return reply.send(entry.json);
  };
}
