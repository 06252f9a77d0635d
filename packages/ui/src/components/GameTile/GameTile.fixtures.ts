// Demo data for lobby stories and tests: games, vendors and artwork as the site will pass them in.
// Every image is an inline SVG data URL generated here, so stories never touch the network.
import type { LobbyGame } from './game';

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A small deterministic PRNG (mulberry32), so generated fixtures are the same on every machine. */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const palettes: [string, string, string][] = [
  ['#FF6B35', '#7A1F00', '#FFD166'],
  ['#06D6A0', '#073B4C', '#F8FFE5'],
  ['#8338EC', '#1B0A3C', '#FFBE0B'],
  ['#EF476F', '#3D0814', '#FFD6E0'],
  ['#118AB2', '#03121A', '#9BF6FF'],
  ['#F4C54A', '#3A2500', '#FFF3C4'],
  ['#2EC4B6', '#0B2B33', '#CBF3F0'],
  ['#E63946', '#1D0B0E', '#F1FAEE'],
];

const symbols = ['★', '♠', '♦', '♣', '♥', '7', '◆', '☀', '⚡', '✦'];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Square game artwork: a glowing gradient, a big symbol and the game's name. */
export const gameArt = (name: string, seed: number): string => {
  const random = seededRandom(seed);
  const [main, deep, light] = palettes[seed % palettes.length] ?? palettes[0]!;
  const symbol = symbols[Math.floor(random() * symbols.length)] ?? '★';
  const rays = Array.from({ length: 12 }, (_, i) => {
    const angle = (i * 30 + random() * 10) * (Math.PI / 180);
    const x = 150 + Math.cos(angle) * 260;
    const y = 130 + Math.sin(angle) * 260;
    return `<path d="M150 130 L${x.toFixed(1)} ${y.toFixed(1)} L${(x + 40).toFixed(1)} ${(y + 40).toFixed(1)} Z" fill="${light}" opacity="0.07"/>`;
  }).join('');
  const coins = Array.from({ length: 6 }, () => {
    const cx = 20 + random() * 260;
    const cy = 20 + random() * 200;
    const r = 4 + random() * 9;
    return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${light}" opacity="${(0.25 + random() * 0.5).toFixed(2)}"/>`;
  }).join('');
  const label = escapeXml(name.length > 16 ? `${name.slice(0, 15)}…` : name);
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">` +
      `<defs><radialGradient id="g" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${main}"/><stop offset="1" stop-color="${deep}"/></radialGradient>` +
      `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.65"/></linearGradient></defs>` +
      `<rect width="300" height="300" fill="url(#g)"/>${rays}${coins}` +
      `<circle cx="150" cy="128" r="74" fill="${deep}" opacity="0.35"/>` +
      `<text x="150" y="160" text-anchor="middle" font-family="Georgia, serif" font-size="108" font-weight="700" fill="${light}">${symbol}</text>` +
      `<rect y="190" width="300" height="110" fill="url(#s)"/>` +
      `<text x="150" y="262" text-anchor="middle" font-family="Arial, sans-serif" font-size="26" font-weight="800" fill="#FFFFFF" letter-spacing="1">${label.toUpperCase()}</text>` +
      `</svg>`,
  );
};

/** A vendor's square logo mark: its code on a coloured tile. */
export const vendorLogo = (code: string, color: string): string =>
  svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
      `<rect width="64" height="64" rx="14" fill="${color}"/>` +
      `<text x="32" y="40" text-anchor="middle" font-family="Arial, sans-serif" font-size="${code.length > 3 ? 17 : 22}" font-weight="800" fill="#FFFFFF">${escapeXml(code)}</text></svg>`,
  );

export interface DemoVendor {
  code: string;
  name: string;
  logoUrl: string;
}

export const vendors: DemoVendor[] = [
  { code: 'PG', name: 'PG Soft', logoUrl: vendorLogo('PG', '#0E7C66') },
  { code: 'JDB', name: 'JDB Gaming', logoUrl: vendorLogo('JDB', '#B7410E') },
  { code: 'PT', name: 'Playtech', logoUrl: vendorLogo('PT', '#1D4ED8') },
  { code: 'CQ9', name: 'CQ9 Gaming', logoUrl: vendorLogo('CQ9', '#7C3AED') },
  { code: 'JL', name: 'JILI', logoUrl: vendorLogo('JL', '#BE123C') },
  { code: 'FC', name: 'Fa Chai', logoUrl: vendorLogo('FC', '#0369A1') },
  { code: 'EVO', name: 'Evolution', logoUrl: vendorLogo('EVO', '#111827') },
  { code: 'EG2', name: 'EG Gaming', logoUrl: vendorLogo('EG2', '#A16207') },
  { code: 'BGS', name: 'BGaming', logoUrl: vendorLogo('BGS', '#15803D') },
  { code: 'SPB', name: 'Spribe', logoUrl: vendorLogo('SPB', '#DC2626') },
  { code: 'DS88', name: 'DS88 Sabong', logoUrl: vendorLogo('DS88', '#92400E') },
  { code: 'KM', name: 'Kingmaker', logoUrl: vendorLogo('KM', '#4338CA') },
  { code: 'SEXY', name: 'Sexy Baccarat', logoUrl: vendorLogo('SEXY', '#9D174D') },
  { code: 'SABA', name: 'SABA Sports', logoUrl: vendorLogo('SABA', '#065F46') },
];

export const vendorByCode = (code: string | undefined): DemoVendor | undefined =>
  vendors.find((vendor) => vendor.code === code);

const slotNames = [
  'Fortune Tiger', 'Mahjong Ways 2', 'Wild Bandito', 'Treasures of Aztec', 'Lucky Neko', 'Fortune Ox',
  'Dragon Hatch', 'Ganesha Gold', 'Money Coming', 'Super Ace', 'Golden Empire', 'Crazy 777',
  'Boxing King', 'Fortune Gems', 'Candy Bonanza', 'Pirate Queen', 'Lucky Piggy', 'Sweet Magic',
];
const liveNames = ['Speed Baccarat', 'Lightning Roulette', 'Dragon Tiger', 'Sic Bo Deluxe', 'Blackjack VIP', 'Crazy Time'];
const fishNames = ['Ocean King', 'Jackpot Fishing', 'Mega Fishing', 'Dinosaur Tycoon'];
const crashNames = ['Aviator', 'Mines', 'Plinko', 'Limbo'];

const typeOf: [string, string[], string[]][] = [
  ['RNG', slotNames, ['PG', 'JDB', 'JL', 'CQ9', 'PT', 'FC', 'BGS', 'EG2']],
  ['LIVE', liveNames, ['EVO', 'SEXY', 'PT']],
  ['FISH', fishNames, ['JDB', 'JL', 'FC']],
  ['CRASH', crashNames, ['SPB', 'KM']],
];

const artCache = new Map<string, string>();
const cachedArt = (name: string, seed: number): string => {
  const key = `${name}|${seed}`;
  let url = artCache.get(key);
  if (!url) {
    url = gameArt(name, seed);
    artCache.set(key, url);
  }
  return url;
};

/** Generated games, stable for a given count: a mix of slots, live, fishing and crash from several vendors. */
export const makeGames = (count: number, seed = 7): LobbyGame[] => {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const [gameType, names, vendorCodes] = typeOf[index % 7 < 4 ? 0 : (index % 7) - 3] ?? typeOf[0]!;
    const base = names[Math.floor(random() * names.length)] ?? 'Game';
    const vassalage = vendorCodes[Math.floor(random() * vendorCodes.length)] ?? 'PG';
    const round = Math.floor(index / 40);
    const displayName = round > 0 ? `${base} ${round + 1}` : base;
    return {
      nodeId: 100000 + index,
      gameType,
      vassalage,
      gameCode: `${vassalage}-${index}`,
      displayName,
      // art is shared per name and palette: 10,000 games need only a few hundred distinct images
      iconUrl: cachedArt(base, index % palettes.length),
      isHot: random() < 0.18 ? 1 : 0,
    };
  });
};

/** A small, hand-picked set: a row or two of the home page. */
export const demoGames: LobbyGame[] = [
  { nodeId: 9001, gameType: 'RNG', vassalage: 'PG', displayName: 'Fortune Tiger', iconUrl: gameArt('Fortune Tiger', 1), isHot: 1 },
  { nodeId: 9002, gameType: 'LIVE', vassalage: 'EVO', displayName: 'Lightning Roulette', iconUrl: gameArt('Lightning Roulette', 2), isHot: 1 },
  { nodeId: 9003, gameType: 'RNG', vassalage: 'JL', displayName: 'Super Ace', iconUrl: gameArt('Super Ace', 3) },
  { nodeId: 9004, gameType: 'FISH', vassalage: 'JDB', displayName: 'Ocean King', iconUrl: gameArt('Ocean King', 4) },
  { nodeId: 9005, gameType: 'CRASH', vassalage: 'SPB', displayName: 'Aviator', iconUrl: gameArt('Aviator', 5), isHot: 1 },
  { nodeId: 9006, gameType: 'RNG', vassalage: 'CQ9', displayName: 'Golden Empire', iconUrl: gameArt('Golden Empire', 6) },
  { nodeId: 9007, gameType: 'LIVE', vassalage: 'SEXY', displayName: 'Speed Baccarat', iconUrl: gameArt('Speed Baccarat', 7) },
  { nodeId: 9008, gameType: 'RNG', vassalage: 'PT', displayName: 'Wild Bandito', iconUrl: gameArt('Wild Bandito', 8) },
  { nodeId: 9009, gameType: 'PVP', vassalage: 'KM', displayName: 'Teen Patti', iconUrl: gameArt('Teen Patti', 9) },
  { nodeId: 9010, gameType: 'RNG', vassalage: 'FC', displayName: 'Lucky Neko', iconUrl: gameArt('Lucky Neko', 10) },
  { nodeId: 9011, gameType: 'RNG', vassalage: 'BGS', displayName: 'Candy Bonanza', iconUrl: gameArt('Candy Bonanza', 11) },
  { nodeId: 9012, gameType: 'FISH', vassalage: 'JL', displayName: 'Mega Fishing', iconUrl: gameArt('Mega Fishing', 12) },
];
