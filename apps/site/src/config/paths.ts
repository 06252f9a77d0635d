import type { AgentPage } from './agentPages';
import type { MemberPage } from './memberPages';

/** Every route of the site (spec §2) with its path and href builder, in one place. */
export const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])),
  ).toString();
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
  category: {
    href: (gameType: GameRouteType, vassalage?: string) =>
      withQuery(`/${gameType.toLowerCase()}`, { vassalage }),
  },
  favorite: { path: '/favorite', href: () => '/favorite' },
  recent: { path: '/recent', href: () => '/recent' },
  // Route matching ignores case, so /vnlottery and /sealottery land here too; /lottert is its own alias.
  lottery: { path: '/lottery', href: (gameCode?: string) => withQuery('/lottery', { gameCode }) },
  lotteryAliases: ['/lottert'] as const,
  seaLottery: {
    path: '/seaLottery',
    href: (gameCode?: string) => withQuery('/seaLottery', { gameCode }),
  },
  vnLottery: {
    path: '/vnLottery',
    href: (gameCode?: string) => withQuery('/vnLottery', { gameCode }),
  },
  seamless: { path: '/seamless', href: (nodeId?: string) => withQuery('/seamless', { nodeId }) },
  winners: { path: '/winners', href: () => '/winners' },

  leaderboard: { path: '/leaderboard', href: () => '/leaderboard' },
  /** Spec §2: /promotions, the type filter in ?type, a promotion's detail in the hash (/promotions#<id>). */
  promotions: {
    path: '/promotions',
    href: (id?: string, type?: string) =>
      `${withQuery('/promotions', { type })}${id ? `#${encodeURIComponent(id)}` : ''}`,
  },
  /** The points mall (spec §2): open to everyone; points, redeeming and records need a session. */
  pointMall: { path: '/pointMall', href: () => '/pointMall' },
  // Member center (spec §2): each page by its §2 name, /member opens on securityCenter. Shareable: /member/depositv2.
  member: {
    path: '/member',
    href: (page?: MemberPage, search = '') => (page ? `/member/${page}${search}` : '/member'),
  },
  // Help centre (spec §2); /help#term opens the terms, /help#privacy the privacy policy, ?contact=chat the live
  // chat, ?contact=feedback the form.
  help: {
    path: '/help',
    href: (open?: 'term' | 'privacy' | 'chat' | 'feedback') =>
      open === 'term' || open === 'privacy' ? `/help#${open}` : open ? `/help?contact=${open}` : '/help',
  },
  helpmc: { path: '/helpmc', href: () => '/helpmc' },
  appDownload: { path: '/download', href: () => '/download' },
  /** Announcement list (spec §9: 9 per page), the page in ?page; reached from the help centre. */
  announcements: {
    path: '/announcements',
    href: (page?: number) =>
      withQuery('/announcements', { page: page && page > 1 ? String(page) : undefined }),
  },
  /** Beginner guide (spec §2 other screens). */
  guide: { path: '/guide', href: () => '/guide' },
  /** Agent login landing page and agent centre (spec §2): their own layout, no site chrome. */
  agent: { path: '/agent', href: () => '/agent' },
  /** The agent centre's pages by their §2 names: /agentHome/agentTeamOverview; /agentHome opens the default. */
  agentHome: {
    path: '/agentHome',
    href: (page?: AgentPage, search = '') => (page ? `/agentHome/${page}${search}` : '/agentHome'),
  },
} as const;
