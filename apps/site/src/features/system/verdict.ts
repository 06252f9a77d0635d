import { systemStatusOf, type Merchant, type Permission, type Resource } from '@croupier/sdk';

/** What overrides every page (spec §4, §8): maintenance, a region/IP block or a failed domain check. */
export type SystemVerdict =
  | { variant: 'domainCheckFailed'; customerService?: string }
  | { variant: 'maintenance'; customerService?: string; resources: Resource[] }
  | { variant: 'regionBlocked'; customerService?: string; ip: string };

export function verdictOf(permission: Permission): SystemVerdict | null {
  const customerService = permission.info.customerService[0]?.path;
  if (!permission.info.domainRoute.valid) return { variant: 'domainCheckFailed', customerService };
  switch (systemStatusOf(permission)) {
    case 1:
      return { variant: 'maintenance', customerService, resources: permission.info.resources };
    case 2:
      return { variant: 'regionBlocked', customerService, ip: permission.location.ip };
    default:
      return null;
  }
}

/** What the site does about the merchant once the permission payload is in. */
export type MerchantAction =
  | { type: 'remember'; merchant: Merchant }
  | { type: 'switch'; merchant: Merchant }
  | { type: 'ask' }
  | { type: 'wait' };

/**
 * Spec §1, §2: a domain's merchant wins; a stored choice stays; with none, the visitor's country picks the
 * merchant, and when it is unknown or has no merchant the region modal asks.
 */
export function merchantActionOf(
  permission: Permission,
  storedCode: string | null,
  merchants: readonly Merchant[] | undefined,
): MerchantAction {
  const served = permission.merchant;
  if (storedCode !== null) return served.merchantCode === storedCode ? { type: 'remember', merchant: served } : { type: 'switch', merchant: served };
  if (permission.info.domainRoute.merchantCode !== null) return { type: 'switch', merchant: served };
  if (!merchants) return { type: 'wait' };
  const located = merchants.find((m) => m.country === permission.location.countryCode);
  if (!located) return { type: 'ask' };
  return located.merchantCode === served.merchantCode ? { type: 'remember', merchant: served } : { type: 'switch', merchant: located };
}
