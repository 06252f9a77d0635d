// Spec §4, §6: maintenance and region restrictions override everything, on the server too. Every API call
// but the system ones (the site needs them to show its status page) and the admin ones is refused. The
// settings come from a per-process cache with a stated invalidation rule (./guardCache).
import type { components } from '@croupier/sdk/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiPath } from '../../http/apiPaths';
import { ApiError } from '../../http/envelope';
import type { ModuleOptions } from '../types';
import { DEFAULT_MERCHANT_CODE } from './service';
import type { MerchantGuards } from './guardCache';
import { isRegionRestricted, systemStatusCode } from './settings';
import type { SystemConfig } from './systemConfig';
import { locationOf, merchantCodeOf } from './visitor';

const open = ['/wps/system/', '/admin/'];

/**
 * The request's merchant's guard settings from the cache; an unknown merchant code is served as the default one
 * (as the permission payload does). Undefined only when not even the default merchant has settings.
 */
const guardOf = async (guards: MerchantGuards, request: FastifyRequest, config: SystemConfig) =>
  (await guards.get(merchantCodeOf(request, config).toUpperCase())) ??
  (await guards.get(DEFAULT_MERCHANT_CODE));

/**
 * Spec §4's status for the site's status page and its poll: what the guard would decide for this request, from
 * the same cache, so the status page and the refusals agree and follow a switch within the same second.
 */
export async function systemStatusOf(
  guards: MerchantGuards,
  request: FastifyRequest,
  config: SystemConfig,
): Promise<components['schemas']['SystemStatus']> {
  const settings = await guardOf(guards, request, config);
  if (!settings) throw new Error('the default merchant is not seeded');
  const location = locationOf(request, config);
  const regionRestriction = isRegionRestricted(settings, location);
  return {
    status: systemStatusCode(settings.maintenance, regionRestriction),
    maintenance: settings.maintenance,
    regionRestriction,
    location,
  };
}

export function installSystemGuard(app: FastifyInstance, { config, guards }: ModuleOptions): void {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '/';
    if (request.is404 || !isApiPath(path) || open.some((prefix) => path.startsWith(prefix))) return;
    const settings = await guardOf(guards, request, config.system);
    if (!settings) return;
    if (settings.maintenance) throw new ApiError(503, 'maintenance');
    if (isRegionRestricted(settings, locationOf(request, config.system))) throw new ApiError(403, 'region_blocked');
  });
}
