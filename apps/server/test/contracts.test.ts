// Spec §3 consolidated contract info: the four flags come from the contract requests awaiting the member,
// and only where the merchant's agent policy flag is on; the seed gives demo_agent (BR) two of them.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { requestContract } from '../src/modules/contracts/service';
import { agentContracts } from '../src/modules/contracts/tables';
import { MemberType } from '../src/modules/member/memberTypes';
import { setWhitelabelFlags } from '../src/modules/system/whitelabel';
import { DEMO_PASSWORD } from '../src/seed';
import { databases } from './helpers/databases';
import { bearer, logIn, testServer } from './helpers/server';
import { call, fundedMember } from './helpers/walletCenter';

const NONE = {
  dailysalreqtype: false,
  divtypereq: false,
  contracthoursalreq: false,
  realtimesalreqtype: false,
};

describe.each(databases())('consolidated contract info on $name', ({ openSeeded }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openSeeded();
    app = await testServer(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const consolidated = async (headers: Record<string, string>) =>
    (await call(app, { method: 'GET', url: '/wps/member/info/funds/consolidated', headers })).body
      .value;
  const flags = async (headers: Record<string, string>) => {
    const { dailysalreqtype, divtypereq, contracthoursalreq, realtimesalreqtype } =
      await consolidated(headers);
    return { dailysalreqtype, divtypereq, contracthoursalreq, realtimesalreqtype };
  };

  it('the seeded demo_agent on BR has dividend and daily salary requests awaiting its answer', async () => {
    const token = await logIn(app, 'demo_agent', DEMO_PASSWORD);
    expect(await flags(bearer(token))).toEqual({
      ...NONE,
      divtypereq: true,
      dailysalreqtype: true,
    });
  });

  it('each kind of open request turns its flag on; an answered one does not', async () => {
    const agent = await fundedMember(app, database, 0, {
      type: MemberType.AGENT,
      txPassword: false,
    });
    expect(await flags(agent.headers)).toEqual(NONE);
    await requestContract(database.db, agent.id, 'hourly_salary', 20);
    await requestContract(database.db, agent.id, 'realtime_salary', 10);
    expect(await flags(agent.headers)).toEqual({
      ...NONE,
      contracthoursalreq: true,
      realtimesalreqtype: true,
    });
    await database.db
      .update(agentContracts)
      .set({ status: 'active' })
      .where(eq(agentContracts.type, 'hourly_salary'));
    expect(await flags(agent.headers)).toEqual({ ...NONE, realtimesalreqtype: true });
    expect(await consolidated(agent.headers)).toMatchObject({
      balance: 0,
      total: 0,
      currency: 'BRL',
    });
  });

  it('the merchant’s agent policy flag off: all four false, whatever awaits', async () => {
    const agent = await fundedMember(app, database, 0, {
      merchantCode: 'MX',
      currency: 'MXN',
      type: MemberType.AGENT,
      txPassword: false,
    });
    await requestContract(database.db, agent.id, 'dividend', 2_500);
    expect(await flags(agent.headers)).toEqual(NONE);
    await setWhitelabelFlags(database.db, 'MX', { agentPolicy: true });
    expect(await flags(agent.headers)).toEqual({ ...NONE, divtypereq: true });
    await setWhitelabelFlags(database.db, 'MX', { agentPolicy: false });
  });
});
