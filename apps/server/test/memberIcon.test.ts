import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { MemberType } from '../src/modules/member/memberTypes';
import { databases } from './helpers/databases';
import { bearer, logIn, newMember, testServer } from './helpers/server';

// A 1x1 PNG, and the first bytes of a JPEG and a WebP: the server checks the bytes, not the declared type.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.alloc(14)]);
const image = (contentType: string, bytes: Buffer) => ({ image: { contentType, data: bytes.toString('base64') } });

describe.each(databases('both'))('member icon and language on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testServer(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const session = async (type: number = MemberType.REGULAR) => bearer(await logIn(app, (await newMember(database, { type })).account));
  const setIcon = (headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'PUT', url: '/wps/member/info/icon', headers, payload });

  it('a new member has the first built-in avatar, and every choice is served as SVG', async () => {
    const headers = await session();
    const icon = (await app.inject({ method: 'GET', url: '/wps/member/info/icon', headers })).json().value;
    expect(icon.icon).toBe('spade');
    expect(icon.choices.length).toBeGreaterThanOrEqual(6);
    expect(icon.url).toBe(icon.choices[0].url);
    const svg = await app.inject({ method: 'GET', url: icon.choices[1].url });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers['cache-control']).toContain('max-age=31536000');
    expect((await app.inject({ method: 'GET', url: '/wps/member/avatars/nope.svg' })).statusCode).toBe(404);
  });

  it('a member chooses a built-in avatar, and an unknown one is refused', async () => {
    const headers = await session();
    const chosen = await setIcon(headers, { icon: 'heart' });
    expect(chosen.json().value).toMatchObject({ icon: 'heart', url: '/wps/member/avatars/heart.svg' });
    expect((await app.inject({ method: 'GET', url: '/wps/member/info/icon', headers })).json().value.icon).toBe('heart');
    expect((await setIcon(headers, { icon: 'dragon' })).statusCode).toBe(400);
    expect((await setIcon(headers, {})).statusCode).toBe(400);
  });

  it('an uploaded PNG or WebP is kept in the database and served with its type; the previous upload goes', async () => {
    const headers = await session();
    const first = (await setIcon(headers, image('image/png', PNG))).json().value;
    expect(first.icon).toBe('upload');
    const served = await app.inject({ method: 'GET', url: first.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const second = (await setIcon(headers, image('image/webp', WEBP))).json().value;
    expect(second.url).not.toBe(first.url);
    expect((await app.inject({ method: 'GET', url: second.url })).headers['content-type']).toBe('image/webp');
    expect((await app.inject({ method: 'GET', url: first.url })).statusCode).toBe(404);
  });

  it('refuses an image that is not PNG, JPEG or WebP by its bytes, or is over 256 kB', async () => {
    const headers = await session();
    const gif = await setIcon(headers, image('image/png', Buffer.from('GIF89a\x01\x00\x01\x00')));
    expect(gif.statusCode).toBe(422);
    expect(gif.json().code).toBe('avatar_invalid_type');
    // declared as JPEG, really a PNG
    expect((await setIcon(headers, image('image/jpeg', PNG))).json().code).toBe('avatar_invalid_type');
    const big = await setIcon(headers, image('image/png', Buffer.concat([PNG, Buffer.alloc(256 * 1024)])));
    expect(big.statusCode).toBe(422);
    expect(big.json().code).toBe('avatar_too_large');
  });

  it('a trial member cannot change the avatar', async () => {
    const headers = await session(MemberType.TRIAL);
    const refused = await setIcon(headers, { icon: 'heart' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('real_account_required');
  });

  it('the language is kept on the server and comes back in member info on another login', async () => {
    const member = await newMember(database);
    const first = bearer(await logIn(app, member.account));
    const info = async (headers: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: '/wps/member/info', headers })).json().value;
    expect((await info(first)).language).toBeUndefined();
    const stored = await app.inject({ method: 'PUT', url: '/wps/member/info/language', headers: first, payload: { language: 'pt' } });
    expect(stored.json().value).toEqual({ language: 'pt' });
    const other = bearer(await logIn(app, member.account));
    expect((await info(other)).language).toBe('pt');
    const unsupported = await app.inject({ method: 'PUT', url: '/wps/member/info/language', headers: first, payload: { language: 'xx' } });
    expect(unsupported.statusCode).toBe(400);
    expect((await app.inject({ method: 'PUT', url: '/wps/member/info/language', payload: { language: 'es' } })).statusCode).toBe(401);
  });
});
