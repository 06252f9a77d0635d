// The home's islands, in one chunk: the banners beside the greeting and the lobby below it (HomePage.tsx).
export { HomeBanners } from './HomeBanners';
export { HomeLobby } from './HomeLobby';
