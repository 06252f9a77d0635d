// Who is asking and through which domain: the visitor's location and the domain route of the Host.
import type { FastifyRequest } from 'fastify';
import type { components } from '@croupier/sdk/schema';
import { requestMerchantCode } from './requestMerchant';
import type { SystemConfig } from './systemConfig';

export type Location = components['schemas']['Location'];
export type DomainRoute = components['schemas']['DomainRoute'];

// Country codes CDNs use for "not known" (Cloudflare: XX unknown, T1 Tor).
const unknownCountries = new Set(['XX', 'T1', 'ZZ']);

const normalCountry = (value: unknown): string | null => {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return /^[A-Z]{2}$/.test(code) && !unknownCountries.has(code) ? code : null;
};

/** The visitor's country from the configured header, else the sandbox geo-IP table, else unknown. */
export function locationOf(request: FastifyRequest, config: SystemConfig): Location {
  const ip = request.ip;
  const fromHeader = config.countryHeader ? normalCountry(request.headers[config.countryHeader]) : null;
  return { ip, countryCode: fromHeader ?? normalCountry(config.ipCountries[ip]) };
}

/** The Host without its port, lower-case. */
const hostOf = (request: FastifyRequest): string =>
  (request.hostname || '').replace(/:\d+$/, '').toLowerCase();

export function domainRouteOf(request: FastifyRequest, config: SystemConfig): DomainRoute {
  const domain = hostOf(request);
  const known = Object.keys(config.domains).length > 0;
  const entry = config.domains[domain];
  return {
    domain,
    valid: !known || entry !== undefined,
    merchantCode: entry?.merchantCode ?? null,
    mainDomain: config.mainDomain,
    hiddenLogins: [...new Set(entry?.hiddenLogins ?? [])],
  };
}

/** The merchant of a request: the domain's override, else X-Merchant-Code, else the default. */
export const merchantCodeOf = (request: FastifyRequest, config: SystemConfig): string =>
  domainRouteOf(request, config).merchantCode ?? requestMerchantCode(request);
