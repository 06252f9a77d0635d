// The permission payload of spec §3, assembled per request: merchant, domain, visitor and flags.
import type { components } from '@croupier/sdk/schema';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/types';
import { jurisdictionOf } from '../responsible/profiles';
import { DEFAULT_MERCHANT_CODE, getMerchant } from './service';
import { getMerchantSettings, isRegionRestricted } from './settings';
import type { SystemConfig } from './systemConfig';
import { domainRouteOf, locationOf, merchantCodeOf } from './visitor';
import { flagsOf, getWhitelabel } from './whitelabel';

export type Permission = components['schemas']['Permission'];
type Resource = components['schemas']['Resource'];

/** The request's merchant with its settings; an unknown code falls back to the default merchant. */
async function merchantWithSettings(db: Db, code: string) {
  const merchant = (await getMerchant(db, code)) ?? (await getMerchant(db, DEFAULT_MERCHANT_CODE));
  const settings = merchant && (await getMerchantSettings(db, merchant.merchantCode));
  if (!merchant || !settings) throw new Error(`merchant ${code} is not seeded`);
  return { merchant, settings };
}

export async function permissionFor(
  db: Db,
  request: FastifyRequest,
  config: SystemConfig,
): Promise<Permission> {
  const domainRoute = domainRouteOf(request, config);
  const { merchant, settings } = await merchantWithSettings(db, merchantCodeOf(request, config));
  const whitelabel = await getWhitelabel(db, merchant.merchantCode, domainRoute.hiddenLogins);
  const flags = flagsOf(whitelabel);
  const location = locationOf(request, config);
  return {
    merchant,
    info: {
      customerService: settings.customerService,
      domainRoute,
      resources: settings.resources as Resource[],
      whitelabel,
      register: { register: flags.register === true, registerMobile: flags.registerMobile === true },
      mainDomain: config.mainDomain,
      analytics: { gtagId: settings.gtagId },
      imageCDNs: settings.imageCdns,
      launchGameCDNs: settings.launchGameCdns,
    },
    location,
    maintenance: settings.maintenance,
    regionRestriction: isRegionRestricted(settings, location),
    jurisdiction: await jurisdictionOf(db, merchant.merchantCode),
  };
}

export async function whitelabelFor(db: Db, request: FastifyRequest, config: SystemConfig) {
  const { merchant } = await merchantWithSettings(db, merchantCodeOf(request, config));
  return getWhitelabel(db, merchant.merchantCode, domainRouteOf(request, config).hiddenLogins);
}
