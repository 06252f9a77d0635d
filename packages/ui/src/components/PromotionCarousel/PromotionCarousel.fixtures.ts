// Demo promotions for stories and tests: cover art as inline SVG data URLs (no network).
import type { Promotion } from './promotion';

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

const cover = (headline: string, from: string, to: string, mark: string) =>
  svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">` +
      `<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="640" height="360" fill="url(#p)"/>` +
      `<g fill="#FFFFFF" opacity="0.1"><circle cx="540" cy="70" r="110"/><circle cx="600" cy="320" r="70"/></g>` +
      `<text x="500" y="230" text-anchor="middle" font-family="Georgia, serif" font-size="170" font-weight="700" fill="#FFFFFF" opacity="0.9">${mark}</text>` +
      `<text x="40" y="160" font-family="Arial, sans-serif" font-size="46" font-weight="900" fill="#FFFFFF">${headline}</text>` +
      `<rect x="40" y="196" width="150" height="44" rx="22" fill="#FFFFFF" opacity="0.95"/><text x="115" y="225" text-anchor="middle" font-family="Arial, sans-serif" font-size="18" font-weight="800" fill="${to}">JOIN NOW</text>` +
      `</svg>`,
  );

export const demoPromotions: Promotion[] = [
  { id: 11, title: 'Welcome package: 200% on your first deposit', href: '/promotions#11', announcementImages: [{ url: cover('200% Welcome', '#0E9F6E', '#053B2A', '★'), sequence: 1 }] },
  { id: 12, title: 'Daily live casino cashback, 10% every day', href: '/promotions#12', announcementImages: [{ url: cover('10% Cashback', '#7C3AED', '#230B4D', '♠'), sequence: 1 }] },
  { id: 13, title: 'Slots tournament: R$ 1,000,000 prize pool', href: '/promotions#13', announcementImages: [{ url: cover('Slots Cup', '#EA580C', '#431407', '7'), sequence: 2 }, { url: cover('unused', '#000', '#000', '?'), sequence: 9 }] },
  { id: 14, title: 'Invite friends and earn up to R$ 50 each', href: '/promotions#14', announcementImages: [{ url: cover('Invite &amp; Earn', '#0284C7', '#082F49', '♥'), sequence: 1 }] },
  { id: 15, title: 'VIP weekly reload bonus', href: '/promotions#15', announcementImages: [{ url: cover('VIP Reload', '#CA8A04', '#422006', '♦'), sequence: 1 }] },
];
