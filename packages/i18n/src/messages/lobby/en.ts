// The lobby and games screens (spec §2, §4): home sections, game lists, game start, lottery, winners.
// Texts with {single} braces are the UI kit's placeholders; {{double}} are i18next's.
// The part home's first paint uses (the nav, side menu, home sections); the game-start and game-page texts
// below come with en.ts, which every island waits for.
export const lobbyFirstPaintEn = {
  ok: 'OK',
  launchFailed: 'The game could not start',
  category: {
    LIVE: 'Live casino',
    RNG: 'Slots',
    FISH: 'Fishing',
    PVP: 'Poker',
    CRASH: 'Crash',
    SPORTS: 'Sports',
    ESPORTS: 'E-sports',
    LOTT: 'Lottery',
    ELOTT: 'E-lottery',
    COCKFIGHT: 'Cockfight',
  },
  nav: { games: 'Games', promotions: 'Promotions', loadingPage: 'Loading page' },
  vendorMenu: { viewAll: 'All {category}', vendors: '{category} providers' },
  home: { recent: 'Recently played', jackpotGames: 'Jackpot games', moreOf: 'More games: {{category}}' },
  tile: {
    addFavourite: 'Add to favourites',
    removeFavourite: 'Remove from favourites',
    play: 'Play {game} now',
    hot: 'Hot',
    imageUnavailable: 'Image unavailable',
  },
  banner: {
    label: 'Featured',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    slide: 'Slide {index} of {total}',
    goToSlide: 'Go to slide {index}',
    loading: 'Loading banners',
  },
  promotions: { title: 'Promotions', previous: 'Previous promotions', next: 'Next promotions', more: 'View all', loading: 'Loading promotions' },
  jackpot: { label: 'Progressive jackpot' },
  winners: {
    title: 'Biggest wins',
    pageTitle: 'Winners',
    empty: 'No big wins yet today. Yours could be first.',
    loading: 'Loading winners',
    rank: 'Rank {rank}',
  },
  leaderboard: { title: 'Leaderboard', categories: 'Game category' },
  notices: { label: 'Notices', pause: 'Pause notices', play: 'Play notices' },
  hotGames: {
    title: 'Hot games',
    previous: 'Previous games',
    next: 'Next games',
    pause: 'Pause hot games',
    play: 'Play hot games',
    more: 'More games',
    loading: 'Loading hot games',
  },
  announcement: { previous: 'Previous', next: 'Next', counter: '{n} of {m}', close: 'Got it' },
  grid: { label: 'Games', loading: 'Loading games', emptyTitle: 'No games here yet', emptyDescription: 'Try another vendor or category.' },
  list: { vendors: 'Game providers', allVendors: 'All providers', search: 'Search games', searchPlaceholder: 'Game or provider name' },
  selection: { label: 'Show', ALL: 'All', NEW: 'New', HOT: 'Hot', FAV: 'Favourites', RECENT: 'Recent' },
  account: {
    favourites: 'My favourites',
    recent: 'Recent games',
    noFavourites: 'No favourites yet',
    noFavouritesHint: 'Tap the heart on any game to keep it here.',
    noRecent: 'No games played yet',
    noRecentHint: 'The games you play appear here.',
  },
  rtp: 'RTP (return to player): {{rtp}}%',
};

// type only: the islands' texts stay out of the first script (./islandsEn.ts; en.ts joins the two)
import type { lobbyIslandsEn } from './islandsEn';

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type LobbyMessages = DeepStrings<typeof lobbyFirstPaintEn & typeof lobbyIslandsEn>;
