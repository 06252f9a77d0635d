// Server config of the system module: which domains are ours (and what they override), where the
// visitor's country comes from, and the admin switch. main.ts reads it from the environment.

export type HiddenLogin = 'facebook' | 'firebase';

/** What one domain changes (spec §1: some domains override the merchant, some hide Facebook or Firebase login). */
export interface DomainConfig {
  merchantCode?: string;
  hiddenLogins?: HiddenLogin[];
}

export interface SystemConfig {
  /**
   * Known domains by host name (no port). Empty: every Host is valid (a fresh machine). Otherwise a Host
   * not listed fails the domain check (spec §8 'Invalid URL, please contact customer service').
   */
  domains: Record<string, DomainConfig>;
  /** The main domain the permission payload names (e.g. for share links); null when not set. */
  mainDomain: string | null;
  /**
   * A request header carrying the visitor's country, set by the CDN or proxy in front (e.g. `cf-ipcountry`).
   * Only read when configured: a client could send it itself.
   */
  countryHeader: string | null;
  /** A sandbox geo-IP table: client IP to ISO country; the header wins when both answer. */
  ipCountries: Record<string, string>;
  /** The token admin routes require in X-Admin-Token; without it they are closed. */
  adminToken: string | null;
}

export const defaultSystemConfig: SystemConfig = {
  domains: {},
  mainDomain: null,
  countryHeader: null,
  ipCountries: {},
  adminToken: null,
};

const parseJson = <T>(name: string, raw: string | undefined, fallback: T): T => {
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    throw new Error(`${name} must be JSON`);
  }
};

/**
 * The environment variables: DOMAINS (JSON host -> {merchantCode?, hiddenLogins?}), MAIN_DOMAIN,
 * COUNTRY_HEADER, IP_COUNTRIES (JSON ip -> country), ADMIN_TOKEN (at least 16 characters).
 */
export function systemConfigFromEnv(env: NodeJS.ProcessEnv): SystemConfig {
  const adminToken = env.ADMIN_TOKEN || null;
  if (adminToken && adminToken.length < 16) throw new Error('ADMIN_TOKEN needs at least 16 characters');
  const domains = parseJson<Record<string, DomainConfig>>('DOMAINS', env.DOMAINS, {});
  return {
    domains: Object.fromEntries(Object.entries(domains).map(([host, d]) => [host.toLowerCase(), d])),
    mainDomain: env.MAIN_DOMAIN || null,
    countryHeader: env.COUNTRY_HEADER?.toLowerCase() || null,
    ipCountries: parseJson('IP_COUNTRIES', env.IP_COUNTRIES, {}),
    adminToken,
  };
}
