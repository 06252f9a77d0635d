// What provider states share: reading their parameters and a member who can play.
import type { Db } from '../../src/db/types';
import { createMember } from '../../src/modules/member/service';
import { DEFAULT_MERCHANT_CODE } from '../../src/modules/system/service';
import { depositFromSandbox } from '../../src/modules/wallet/service';

/** A provider state's string parameter, or a clear failure naming it. */
export function text(params: unknown, name: string): string {
  const value = (params as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== 'string' || value === '')
    throw new Error(`provider state needs a string parameter "${name}"`);
  return value;
}

/** Member `account` of the default merchant with 10,000 minor units in BRL (keyed by `tag`). */
export async function fundedMember(db: Db, account: string, tag: string) {
  const member = await createMember(db, {
    merchantCode: DEFAULT_MERCHANT_CODE,
    account,
    password: `${account}-Pact1!`,
  });
  await depositFromSandbox(db, {
    memberId: member.id,
    currency: 'BRL',
    amount: 10_000,
    idempotencyKey: `pact-${tag}:${account}`,
  });
  return member;
}
