import type { MemberPage } from './memberPages';

/** Every route of the site (spec §2) with its path and href builder, in one place. */
export const paths = {
  home: { path: '/', href: () => '/' },
  homeAliases: ['/index', '/index.html', '/home'] as const,
  login: { path: '/login', href: () => '/login' },
  register: { path: '/register', href: () => '/register' },
  // Member center (spec §2): each page by its §2 name, /member opens on securityCenter. Shareable: /member/depositv2.
  member: { path: '/member', href: (page?: MemberPage, search = '') => (page ? `/member/${page}${search}` : '/member') },
  // Help centre (spec §2); /help#term opens the terms.
  help: { path: '/help', href: (hash?: 'term') => (hash ? `/help#${hash}` : '/help') },
  helpmc: { path: '/helpmc', href: () => '/helpmc' },
  appDownload: { path: '/download', href: () => '/download' },
} as const;
