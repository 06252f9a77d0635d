// The URL spaces of the API (spec §7); everything else belongs to the site.
// /admin/ is the sandbox's staff API (issue 6): described in openapi.yaml and checked like the rest.
export const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/api/', '/admin/'] as const;

export const isApiPath = (url: string): boolean =>
  API_PREFIXES.some((prefix) => url.startsWith(prefix));
