import type { FastifyRequest } from 'fastify';
import { DEFAULT_MERCHANT_CODE } from './service';

/** The merchant a request names in X-Merchant-Code (contract: headers the client sends), else the default. */
export function requestMerchantCode(request: FastifyRequest): string {
  const header = request.headers['x-merchant-code'];
  return typeof header === 'string' && header ? header : DEFAULT_MERCHANT_CODE;
}
