// The lobby and games screens (spec §2, §4): home sections, game lists, game start, lottery, winners.
// Texts with {single} braces are the UI kit's placeholders; {{double}} are i18next's.
// The part the first paint uses (the header's nav and drop menus, the side menu); the home sections', the game
// lists' and the game pages' texts (./islandsEn.ts) come with en.ts, which every island waits for.
export const lobbyFirstPaintEn = {
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
  winners: {
    title: 'Biggest wins',
    pageTitle: 'Winners',
    empty: 'No big wins yet today. Yours could be first.',
    loading: 'Loading winners',
    rank: 'Rank {rank}',
  },
  account: {
    favourites: 'My favourites',
    recent: 'Recent games',
    noFavourites: 'No favourites yet',
    noFavouritesHint: 'Tap the heart on any game to keep it here.',
    noRecent: 'No games played yet',
    noRecentHint: 'The games you play appear here.',
  },
};

// type only: the islands' texts stay out of the first script (./islandsEn.ts; en.ts joins the two)
import type { lobbyIslandsEn } from './islandsEn';

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type LobbyMessages = DeepStrings<typeof lobbyFirstPaintEn & typeof lobbyIslandsEn>;
