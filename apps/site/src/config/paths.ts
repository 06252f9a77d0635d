/** Every route of the site (spec §2) with its path and href builder, in one place. */
export const paths = {
  home: { path: '/', href: () => '/' },
  homeAliases: ['/index', '/index.html', '/home'] as const,
  login: { path: '/login', href: () => '/login' },
  register: { path: '/register', href: () => '/register' },
  member: { path: '/member', href: () => '/member' },
  /** Agent login landing page and agent centre (spec §2): their own layout, no site chrome. */
  agent: { path: '/agent', href: () => '/agent' },
  agentHome: { path: '/agentHome', href: () => '/agentHome' },
} as const;
