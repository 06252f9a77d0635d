// Spec §4, §6: maintenance and region restrictions override everything, on the server too. Every API call
// but the system ones (the site needs them to show its status page) and the admin ones is refused. The
// settings come from a per-process cache with a stated invalidation rule (./guardCache).
import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../../http/apiPaths';
import { ApiError } from '../../http/envelope';
import type { ModuleOptions } from '../types';
import { DEFAULT_MERCHANT_CODE } from './service';
import type { MerchantGuards } from './guardCache';
import { isRegionRestricted } from './settings';
import { locationOf, merchantCodeOf } from './visitor';

const open = ['/wps/system/', '/admin/'];

export function installSystemGuard(
  app: FastifyInstance,
  { config }: ModuleOptions,
  guards: MerchantGuards,
): void {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '/';
    if (request.is404 || !isApiPath(path) || open.some((prefix) => path.startsWith(prefix))) return;
    // An unknown merchant code is served as the default one (as the permission payload does).
    const settings =
      (await guards.get(merchantCodeOf(request, config.system).toUpperCase())) ??
      (await guards.get(DEFAULT_MERCHANT_CODE));
    if (!settings) return;
    if (settings.maintenance) throw new ApiError(503, 'maintenance');
    if (isRegionRestricted(settings, locationOf(request, config.system))) throw new ApiError(403, 'region_blocked');
  });
}
