import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';
import type { PageQuery } from '../../http/paging';
import type { ModuleOptions } from '../types';
import { memberOnly, sessionOf } from '../wallet/guards';
import { listAccountRecords, type AccountRecordsQuery } from './accountRecords';
import { listBetRecords, listBonusRecords, personalProfit, type BetRecordsQuery } from './service';

export const recordRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  const member = { preHandler: memberOnly(db) };

  app.get<{ Querystring: BetRecordsQuery }>('/wps/records/bets', member, async (request) => {
    const { member, merchant } = sessionOf(request);
    return ok(await listBetRecords(db, member, merchant, request.query));
  });

  app.get<{ Querystring: AccountRecordsQuery }>('/wps/records/transactions', member, async (request) => {
    const { member, merchant } = sessionOf(request);
    return ok(await listAccountRecords(db, member, merchant, request.query));
  });

  app.get<{ Querystring: PageQuery }>('/wps/records/profit', member, async (request) => {
    const { member, merchant } = sessionOf(request);
    return ok(await personalProfit(db, member, merchant, request.query));
  });

  app.get<{ Querystring: PageQuery }>('/wps/records/bonuses', member, async (request) => {
    const { member, merchant } = sessionOf(request);
    return ok(await listBonusRecords(db, member, merchant, request.query));
  });
};
