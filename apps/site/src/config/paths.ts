import type { MemberPage } from './memberPages';

/** Every route of the site (spec §2) with its path and href builder, in one place. */
const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1]))).toString();
  return search ? `${path}?${search}` : path;
};

/** Spec §2 game list pages: a category's games, the vendor from ?vassalage. */
export const gameListTypes = ['LIVE', 'RNG', 'FISH', 'PVP', 'CRASH'] as const;
/** Spec §2 game centre pages: the category's vendors, each starting its own lobby. */
export const gameCentreTypes = ['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT'] as const;
export type GameRouteType = (typeof gameListTypes)[number] | (typeof gameCentreTypes)[number];

export const paths = {
  home: { path: '/', href: () => '/' },
  homeAliases: ['/index', '/index.html', '/home'] as const,
  login: { path: '/login', href: () => '/login' },
  register: { path: '/register', href: () => '/register' },
  /** /rng, /live, ... /sports: the lower-case category (spec §4 game navigation). */
  category: { href: (gameType: GameRouteType, vassalage?: string) => withQuery(`/${gameType.toLowerCase()}`, { vassalage }) },
  favorite: { path: '/favorite', href: () => '/favorite' },
  recent: { path: '/recent', href: () => '/recent' },
  // Route matching ignores case, so /vnlottery and /sealottery land here too; /lottert is its own alias.
  lottery: { path: '/lottery', href: (gameCode?: string) => withQuery('/lottery', { gameCode }) },
  lotteryAliases: ['/lottert'] as const,
  seaLottery: { path: '/seaLottery', href: (gameCode?: string) => withQuery('/seaLottery', { gameCode }) },
  vnLottery: { path: '/vnLottery', href: (gameCode?: string) => withQuery('/vnLottery', { gameCode }) },
  seamless: { path: '/seamless', href: (nodeId?: string) => withQuery('/seamless', { nodeId }) },
  winners: { path: '/winners', href: () => '/winners' },
  leaderboard: { path: '/leaderboard', href: () => '/leaderboard' },
  promotions: { path: '/promotions', href: () => '/promotions' },
  // Member center (spec §2): each page by its §2 name, /member opens on securityCenter. Shareable: /member/depositv2.
  member: { path: '/member', href: (page?: MemberPage, search = '') => (page ? `/member/${page}${search}` : '/member') },
  // Help centre (spec §2); /help#term opens the terms.
  help: { path: '/help', href: (hash?: 'term') => (hash ? `/help#${hash}` : '/help') },
  helpmc: { path: '/helpmc', href: () => '/helpmc' },
  appDownload: { path: '/download', href: () => '/download' },
  /** Agent login landing page and agent centre (spec §2): their own layout, no site chrome. */
  agent: { path: '/agent', href: () => '/agent' },
  agentHome: { path: '/agentHome', href: () => '/agentHome' },
} as const;
