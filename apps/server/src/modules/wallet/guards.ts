// Guards and error mapping shared by the member-center modules (wallet, payments, withdrawals, ...).
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/envelope';
import { isTrialType } from '../member/memberTypes';
import { authenticate, sessionOf } from '../session/auth';
import { LedgerError } from './ledger';

/** A session of a real member: spec §2 "trial accounts are blocked from member and account pages". */
export function memberOnly(db: Db): preHandlerAsyncHookHandler {
  const auth = authenticate(db);
  return async function (this: unknown, request, reply) {
    await auth.call(this as never, request, reply);
    if (isTrialType(sessionOf(request).member.type))
      throw new ApiError(403, 'real_account_required');
  };
}

export { sessionOf };
export type { FastifyRequest };

/** A ledger refusal as the client's error; anything else is rethrown unchanged. */
export function asApiError(error: unknown): unknown {
  if (!(error instanceof LedgerError)) return error;
  switch (error.code) {
    case 'insufficient_funds':
      return new ApiError(422, 'insufficient_balance');
    case 'idempotency_conflict':
      return new ApiError(409, 'idempotency_conflict');
    case 'invalid_amount':
      return new ApiError(422, 'amount_out_of_range');
    default:
      return error;
  }
}

/** Runs a money movement and translates ledger refusals. */
export async function moving<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw asApiError(error);
  }
}
