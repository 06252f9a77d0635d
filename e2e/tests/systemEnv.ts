// The e2e server's system settings: known domains (bd.localhost serves Bangladesh, unknown.localhost fails the
// domain check; Chromium sends every *.localhost to loopback), the test's country header, the loopback
// visitor located in Brazil (so the region modal stays away unless a test asks for it), and the admin token.
export const adminToken = process.env.ADMIN_TOKEN ?? 'e2e-admin-token-not-a-secret';

export const systemEnv = {
  ADMIN_TOKEN: adminToken,
  DOMAINS: JSON.stringify({
    '127.0.0.1': {},
    localhost: {},
    'bd.localhost': { merchantCode: 'BD', hiddenLogins: ['facebook'] },
  }),
  COUNTRY_HEADER: 'x-country-code',
  IP_COUNTRIES: JSON.stringify({ '127.0.0.1': 'BR', '::1': 'BR', '::ffff:127.0.0.1': 'BR' }),
};
