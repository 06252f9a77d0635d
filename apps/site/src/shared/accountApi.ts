// Registration and password operations, and the merchant's register settings kept in session storage
// (spec §7: "cached in session"; a merchant switch clears session storage, so they follow the merchant).
import { queryOptions } from '@tanstack/react-query';
import { createAccountMutations, createAccountQueries, requestValue, type RegisterSettings } from '@croupier/sdk';
import { croupier } from './api';
import { merchantCode } from './merchant';

export const accountQueries = createAccountQueries(croupier.api);
export const accountMutations = createAccountMutations(croupier);

const storageKey = () => `registerSettings:${merchantCode()}`;

function stored(): RegisterSettings | undefined {
  try {
    const text = sessionStorage.getItem(storageKey());
    return text ? (JSON.parse(text) as RegisterSettings) : undefined;
  } catch {
    return undefined;
  }
}

/** The register settings query: answered from session storage when it holds them, else fetched and kept. */
export const registerSettingsQuery = () =>
  queryOptions({
    queryKey: ['registerSettings', merchantCode()] as const,
    queryFn: async (): Promise<RegisterSettings> => {
      const cached = stored();
      if (cached) return cached;
      const settings = await requestValue(croupier.client, 'get', '/wps/system/setting/register', undefined);
      sessionStorage.setItem(storageKey(), JSON.stringify(settings));
      return settings;
    },
    staleTime: Infinity,
  });
