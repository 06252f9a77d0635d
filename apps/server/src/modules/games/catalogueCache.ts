// The compact catalogue (instant slot search) is ~1 MB of JSON for 5,000 games: built once per catalogue
// version and kept gzipped, so a request costs one version query and no serialisation.
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/types';
import { ok } from '../../http/envelope';
import type { GameType } from './model';
import { catalogueVersion, compactCatalogue } from './service';

interface Entry {
  version: string;
  etag: string;
  json: string;
  gzip: Buffer;
}

export function createCatalogueCache(db: Db) {
  const entries = new Map<string, Entry>();

  async function entryFor(gameType: GameType | undefined): Promise<Entry> {
    const version = await catalogueVersion(db);
    const key = gameType ?? 'ALL';
    const cached = entries.get(key);
    if (cached?.version === version) return cached;
    const json = JSON.stringify(ok({ version, games: await compactCatalogue(db, gameType) }));
    const entry = { version, etag: `"catalogue-${key}-${version}"`, json, gzip: gzipSync(json) };
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
