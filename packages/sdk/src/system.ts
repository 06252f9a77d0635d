// System domain (spec §1, §3, §4, §7): merchants, the permission payload, status, domain route, whitelabel.
import type { CroupierQueryApi } from './client';
import type { components } from './generated/schema';
import { operationKey, valueQuery } from './operation';

type Schemas = components['schemas'];
export type Merchant = Schemas['Merchant'];
export type Permission = Schemas['Permission'];
export type PermissionInfo = Schemas['PermissionInfo'];
export type SystemStatus = Schemas['SystemStatus'];
export type SystemStatusCode = Schemas['SystemStatusCode'];
export type DomainRoute = Schemas['DomainRoute'];
export type WhitelabelNode = Schemas['WhitelabelNode'];
export type WhitelabelModId = Schemas['WhitelabelModId'];
export type VisitorLocation = Schemas['Location'];
export type Resource = Schemas['Resource'];

export const systemKeys = {
  merchants: operationKey('get', '/wps/system/merchants'),
  permission: operationKey('get', '/wps/system/permission'),
  status: operationKey('get', '/wps/system/status'),
  domainRoute: operationKey('get', '/wps/system/domainRoute'),
  whitelabel: operationKey('get', '/wps/system/whitelabel'),
};

/** Query options of the system calls; none needs a session. */
export function createSystemQueries(api: CroupierQueryApi) {
  return {
    merchants: () => valueQuery(api, ...systemKeys.merchants),
    permission: () => valueQuery(api, ...systemKeys.permission),
    status: () => valueQuery(api, ...systemKeys.status),
    domainRoute: () => valueQuery(api, ...systemKeys.domainRoute),
    whitelabel: () => valueQuery(api, ...systemKeys.whitelabel),
  };
}

export type CroupierSystemQueries = ReturnType<typeof createSystemQueries>;

export type WhitelabelFlags = Partial<Record<WhitelabelModId, boolean>>;

/** Each node's effective value: on only when it and every ancestor are enabled (spec §3 whitelabel tree). */
export function whitelabelFlags(tree: readonly WhitelabelNode[], parentOn = true, into: WhitelabelFlags = {}): WhitelabelFlags {
  for (const node of tree) {
    const on = parentOn && node.enabled;
    into[node.modId] = on;
    whitelabelFlags(node.childrenNodes, on, into);
  }
  return into;
}

/** Spec §4: 0 normal, 1 maintenance, 2 region-blocked, from the payload's flags; maintenance wins. */
export const systemStatusOf = (p: Pick<Permission, 'maintenance' | 'regionRestriction'>): SystemStatusCode =>
  p.maintenance ? 1 : p.regionRestriction ? 2 : 0;
