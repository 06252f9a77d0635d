import { CompactEncrypt, importJWK } from 'jose';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { databases } from './helpers/databases';
import { loginRequest, newMember, PASSWORD, testServer } from './helpers/server';

async function encrypt(jwk: Record<string, string>, body: unknown): Promise<string> {
  const key = await importJWK(jwk, 'RSA-OAEP-256');
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(body)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: jwk.kid })
    .encrypt(key);
}

describe.each(databases())('enc payloads (JWE) on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let strict: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testServer(database);
    strict = await testServer(database, { config: { requireEncryption: true } });
  });
  afterAll(async () => {
    await app?.close();
    await strict?.close();
    await database?.close();
  });

  const publicKey = async (server = app) => (await server.inject({ method: 'GET', url: '/wps/system/publicKey' })).json().value;

  it('publishes one RSA-OAEP-256 public key, generated once and kept with the data', async () => {
    const key = await publicKey();
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RSA-OAEP-256', use: 'enc', e: 'AQAB' });
    expect(key).not.toHaveProperty('d');
    // A second server on the same database (a restart, another process) has the same key.
    expect(await publicKey(strict)).toEqual(key);
  });

  it('opens an encrypted login body before checking it against the contract', async () => {
    const member = await newMember(database);
    const enc = await encrypt(await publicKey(), { username: member.account, password: PASSWORD, type: 'username' });
    const response = await strict.inject({ method: 'POST', url: '/wps/session/login', payload: { enc } });
    expect(response.statusCode, response.body).toBe(200);
    const wrong = await encrypt(await publicKey(), { username: member.account, password: 'nope', type: 'username' });
    expect((await strict.inject({ method: 'POST', url: '/wps/session/login', payload: { enc: wrong } })).statusCode).toBe(401);
  });

  it('refuses a plain password body where encryption is required (production)', async () => {
    const member = await newMember(database);
    const response = await strict.inject(loginRequest(member.account));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('bad_request');
    // Outside production a plain body is accepted (tests, local tools).
    expect((await app.inject(loginRequest(member.account))).statusCode).toBe(200);
  });

  it('answers an enc that is not a JWE for this key, or hides a bad body, with 400 bad_request', async () => {
    const other = { ...(await publicKey()) };
    const garbage = await strict.inject({ method: 'POST', url: '/wps/session/login', payload: { enc: 'not.a.jwe.at.all' } });
    expect(garbage.statusCode).toBe(400);
    const badShape = await encrypt(other, { username: 'x' });
    expect((await strict.inject({ method: 'POST', url: '/wps/session/login', payload: { enc: badShape } })).statusCode).toBe(400);
  });

  it('leaves calls that are not marked enc alone', async () => {
    const response = await strict.inject({ method: 'GET', url: '/wps/system/setting/register' });
    expect(response.statusCode).toBe(200);
  });
});
