// Demo banners for stories and tests: wide promotional artwork as inline SVG data URLs (no network).
import type { Banner } from './BannerSlider';

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

const bannerArt = (headline: string, sub: string, from: string, to: string, accent: string) =>
  svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">` +
      `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
      `<radialGradient id="glow" cx="78%" cy="45%" r="45%"><stop offset="0" stop-color="${accent}" stop-opacity="0.75"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="1200" height="400" fill="url(#b)"/><rect width="1200" height="400" fill="url(#glow)"/>` +
      `<g fill="#FFFFFF" opacity="0.08"><circle cx="980" cy="60" r="120"/><circle cx="1120" cy="330" r="90"/><circle cx="760" cy="380" r="60"/></g>` +
      `<g transform="translate(900 200) rotate(-12)"><rect x="-90" y="-120" width="180" height="240" rx="18" fill="#FFFFFF"/><text x="0" y="30" text-anchor="middle" font-family="Georgia, serif" font-size="130" font-weight="700" fill="${to}">A</text>` +
      `<text x="-62" y="-78" font-family="Georgia, serif" font-size="34" fill="${to}">♠</text></g>` +
      `<text x="80" y="170" font-family="Arial, sans-serif" font-size="68" font-weight="900" fill="#FFFFFF">${headline}</text>` +
      `<text x="82" y="228" font-family="Arial, sans-serif" font-size="30" fill="#FFFFFF" opacity="0.88">${sub}</text>` +
      `<rect x="82" y="262" width="210" height="56" rx="28" fill="${accent}"/><text x="187" y="298" text-anchor="middle" font-family="Arial, sans-serif" font-size="22" font-weight="800" fill="#1A1200">CLAIM NOW</text>` +
      `</svg>`,
  );

export const demoBanners: Banner[] = [
  {
    id: 1,
    url: bannerArt('200% Welcome Bonus', 'Up to R$ 5.000 on your first deposit', '#0B3D2E', '#04140F', '#F4C54A'),
    linkageType: 'PROMOTION',
    href: '/promotions#welcome',
    groupName: 'w_home',
    alt: '200% welcome bonus, up to R$ 5,000 on your first deposit',
  },
  {
    id: 2,
    url: bannerArt('Daily Cashback 10%', 'On live casino, every single day', '#2A0B4D', '#0C0418', '#C084FC'),
    linkageType: 'PROMOTION',
    href: '/promotions#cashback',
    groupName: 'w_home',
    alt: 'Daily 10% cashback on live casino',
  },
  {
    id: 3,
    url: bannerArt('Fortune Tiger Cup', 'R$ 1.000.000 prize pool this week', '#5A1208', '#1A0502', '#FF8A3D'),
    linkageType: 'GAME',
    groupName: 'w_home',
    alt: 'Fortune Tiger Cup, R$ 1,000,000 prize pool this week',
  },
  {
    id: 4,
    url: bannerArt('Download the App', 'Faster deposits, exclusive rewards', '#062A4D', '#020B16', '#38BDF8'),
    linkageType: null,
    groupName: 'w_home',
    alt: 'Download the app for faster deposits and exclusive rewards',
  },
];

/** Art as the server draws it: an illustration on the right, a calm left part for the headline, no text. */
const quietArt = (from: string, to: string, accent: string) =>
  svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">` +
      `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}"/></linearGradient>` +
      `<radialGradient id="glow" cx="78%" cy="50%" r="42%"><stop offset="0" stop-color="${accent}" stop-opacity="0.6"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="1200" height="400" fill="url(#b)"/><rect width="1200" height="400" fill="url(#glow)"/>` +
      `<g transform="translate(940 200)"><rect x="-80" y="-70" width="160" height="130" rx="10" fill="${accent}"/><rect x="-92" y="-96" width="184" height="40" rx="8" fill="#FFFFFF" opacity="0.9"/><rect x="-14" y="-96" width="28" height="156" fill="#E8404F"/></g>` +
      `</svg>`,
  );

/** The longest headlines of the demo content, per language: each must fit its banner at every width. */
export const longestHeadlines = {
  en: 'Play responsibly: set your limits in the help centre',
  pt: 'Jogue com responsabilidade: defina seus limites na central de ajuda',
  es: 'Juega con responsabilidad: fija tus límites en el centro de ayuda',
  bn: 'দায়িত্বের সঙ্গে খেলুন: সহায়তা কেন্দ্রে আপনার সীমা ঠিক করুন',
} as const;

/** Banners with their headline and call to action set over text-free art (as the home shows them). */
export const captionedBanners: Banner[] = [
  {
    id: 'welcome',
    url: quietArt('#3B1D6E', '#12082B', '#F4B93E'),
    linkageType: 'PROMOTION',
    href: '/promotions/welcome-bonus',
    groupName: 'w_home',
    headline: 'Welcome bonus: 100% on your first deposit',
    cta: 'See the offer',
  },
  {
    id: 'live',
    url: quietArt('#7A1533', '#230510', '#FFB547'),
    linkageType: 'GAME_TYPE',
    href: '/live',
    groupName: 'w_home',
    headline: 'Live casino tables open around the clock',
    cta: 'Explore games',
  },
  {
    id: 'featured',
    url: quietArt('#0D4F6B', '#04192A', '#3FE0C5'),
    linkageType: 'GAME',
    groupName: 'w_home',
    headline: 'Featured slot of the week',
    cta: 'Play now',
  },
  {
    id: 'responsible',
    url: quietArt('#134E2E', '#04170C', '#FFD23F'),
    linkageType: null,
    groupName: 'w_home',
    headline: longestHeadlines.en,
  },
];
