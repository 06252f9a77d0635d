import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildServer, type BuildServerOptions } from '../../src/app';
import type { Database } from '../../src/db/database';
import { createMember, type Member, type NewMember } from '../../src/modules/member/service';
import { seedMerchants } from '../../src/seed';

export const PASSWORD = 'Secret123!';

/** A server on a real database with the merchants seeded, checking its responses against the contract. */
export async function testServer(
  database: Database,
  options: Partial<BuildServerOptions> = {},
): Promise<FastifyInstance> {
  await seedMerchants(database.db);
  const app = await buildServer({ db: database, validateResponses: true, ...options });
  await app.ready();
  return app;
}

let sequence = 0;
/** A unique account name per call, so tests sharing a database never collide. */
export const uniqueAccount = (prefix = 'member'): string =>
  `${prefix}_${process.pid}_${++sequence}`;

export const newMember = (database: Database, input: Partial<NewMember> = {}): Promise<Member> =>
  createMember(database.db, {
    merchantCode: 'BR',
    account: uniqueAccount(),
    password: PASSWORD,
    ...input,
  });

export const loginRequest = (
  username: string,
  password = PASSWORD,
  headers: Record<string, string> = {},
): InjectOptions => ({
  method: 'POST',
  url: '/wps/session/login',
  headers,
  payload: { username, password, type: 'username' },
});

/** Logs in over HTTP and returns the token. */
export async function logIn(
  app: FastifyInstance,
  username: string,
  password = PASSWORD,
): Promise<string> {
  const response = await app.inject(loginRequest(username, password));
  if (response.statusCode !== 200) throw new Error(`login of ${username} failed: ${response.body}`);
  return response.json().value.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
