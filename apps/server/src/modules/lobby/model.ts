export const bannerArtUrl = (key: string) => `/api/art/banners/${encodeURIComponent(key)}`;
