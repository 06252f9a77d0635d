import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/types';
import { requestMerchantCode } from '../system/requestMerchant';
import { DEFAULT_MERCHANT_CODE, getMerchant, type Merchant } from '../system/service';

/** The merchant the request names (X-Merchant-Code, or a `merchant` query), the default one when unknown. */
export async function requestMerchant(
  db: Db,
  request: FastifyRequest,
  fromQuery?: string,
): Promise<Merchant> {
  const named = fromQuery ? await getMerchant(db, fromQuery) : undefined;
  return (
    named ??
    (await getMerchant(db, requestMerchantCode(request))) ??
    (await getMerchant(db, DEFAULT_MERCHANT_CODE))!
  );
}

/**
 * The content language: the `language` query, else Accept-Language, when the merchant offers it;
 * else EN (spec §4: language falls back to EN).
 */
export function requestLanguage(
  request: FastifyRequest,
  merchant: Merchant,
  fromQuery?: string,
): string {
  const header = request.headers['accept-language'];
  const wanted = (fromQuery ?? (typeof header === 'string' ? header : ''))
    .slice(0, 2)
    .toUpperCase();
  return merchant.langList.includes(wanted) ? wanted : 'EN';
}

/** The merchant and content language of a request for lobby content (banners, notices, promotions). */
export async function requestContentScope(
  db: Db,
  request: FastifyRequest<{ Querystring: { language?: string } }>,
): Promise<{ merchantCode: string; language: string }> {
  const merchant = await requestMerchant(db, request);
  return {
    merchantCode: merchant.merchantCode,
    language: requestLanguage(request, merchant, request.query.language),
  };
}
