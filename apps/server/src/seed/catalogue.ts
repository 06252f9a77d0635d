// The demo game catalogue, generated from word lists with a seeded random generator: the same ~5,100
// games on every machine and every start (spec §2 vendors, §3 Game fields and game classes).
import type { GameClassify, GameType } from '../modules/games/model';
import { stableHash } from '../modules/games/model';
import type { games, gameRooms, gameVendors, lotteryGames } from '../modules/games/tables';
import * as words from './words';

type NewGame = typeof games.$inferInsert;
type NewVendor = typeof gameVendors.$inferInsert;
type NewRoom = typeof gameRooms.$inferInsert;
type NewLotteryGame = typeof lotteryGames.$inferInsert;

/** Vendors in vendor sorting order (spec §2 footer order first). */
export const VENDORS: readonly NewVendor[] = [
  { vassalage: 'PG', displayName: 'PG Soft', sort: 1 },
  { vassalage: 'EG2', displayName: 'EG Gaming', sort: 2 },
  { vassalage: 'PT', displayName: 'Playtech', sort: 3 },
  { vassalage: 'JDB', displayName: 'JDB Gaming', sort: 4 },
  { vassalage: 'CQ9', displayName: 'CQ9 Gaming', sort: 5 },
  { vassalage: 'FC', displayName: 'Fa Chai', sort: 6 },
  { vassalage: 'JL', displayName: 'JILI', sort: 7 },
  { vassalage: 'BGS', displayName: 'BG Studio', sort: 8 },
  { vassalage: 'DS88', displayName: 'DS88 Sabong', sort: 9 },
  { vassalage: 'LOTT', displayName: 'Lottery', sort: 10 },
  { vassalage: 'ELOTT', displayName: 'E-Lottery', sort: 11 },
  { vassalage: 'TCG_LOTTO_VN', displayName: 'TCG Vietnam Lottery', sort: 12 },
  { vassalage: 'TCG_SEA', displayName: 'TCG SEA Lottery', sort: 13 },
  { vassalage: 'INHOUSE', displayName: 'Croupier Originals', sort: 14 },
];

/** How many slots each vendor brings; the other categories come from fixed lists. */
const RNG_COUNTS: Record<string, number> = {
  PG: 620,
  EG2: 600,
  PT: 600,
  JDB: 600,
  CQ9: 600,
  FC: 560,
  JL: 600,
  BGS: 560,
};
const FISH_COUNTS: Record<string, number> = { JDB: 20, CQ9: 18, FC: 16, JL: 20 };
const LIVE_COUNTS: Record<string, number> = { PT: 48, BGS: 42, EG2: 36 };
const PVP_COUNTS: Record<string, number> = { JL: 30, EG2: 24, BGS: 18 };
const CENTRES: readonly [GameType, string, string][] = [
  ['SPORTS', 'EG2', 'EG Sports'],
  ['SPORTS', 'BGS', 'BG Sportsbook'],
  ['ESPORTS', 'EG2', 'EG Esports'],
  ['ESPORTS', 'PT', 'Playtech Esports'],
];

/** A game the seed puts in maintenance, so the 'Game maintenance' path can be shown and tested. */
export const MAINTENANCE_DEMO_NODE_ID = 'PG-RNG-0005';

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
function random(seed: string): () => number {
  let a = stableHash(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: () => number, list: readonly T[]): T =>
  list[Math.floor(rng() * list.length)]!;
const pad = (n: number) => String(n).padStart(4, '0');

export interface Catalogue {
  vendors: readonly NewVendor[];
  games: NewGame[];
  rooms: NewRoom[];
  lotteryGames: NewLotteryGame[];
}

function slotName(rng: () => number, taken: Set<string>): string {
  for (;;) {
    const name =
      rng() < 0.15
        ? `${pick(rng, words.SLOT_NOUNS)} of ${pick(rng, words.SLOT_PLACES)}${pick(rng, words.SLOT_SUFFIXES)}`
        : `${pick(rng, words.SLOT_ADJECTIVES)} ${pick(rng, words.SLOT_NOUNS)}${pick(rng, words.SLOT_SUFFIXES)}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

function liveTables(vassalage: string, count: number): [string, GameClassify][] {
  // Baccarat is most of a live floor; the rest spread over the other classes.
  const weights: [GameClassify, number][] = [
    ['baccarat', 0.4],
    ['roulette', 0.15],
    ['sicbo', 0.12],
    ['dragon_tiger', 0.12],
    ['blackjack', 0.13],
    ['other', 0.08],
  ];
  const rng = random(`${vassalage}:LIVE`);
  const used = new Map<string, number>();
  return Array.from({ length: count }, () => {
    let roll = rng();
    const [classify] = weights.find(([, w]) => (roll -= w) < 0) ?? weights[0]!;
    const base = pick(rng, words.LIVE_TABLES[classify]!);
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return [n === 1 ? base : `${base} ${n}`, classify];
  });
}

export function generateCatalogue(): Catalogue {
  const list: NewGame[] = [];
  const rooms: NewRoom[] = [];
  const lottery: NewLotteryGame[] = [];
  const slotNames = new Set<string>();

  const add = (
    game: Omit<NewGame, 'nodeId' | 'gameCode' | 'gameName' | 'sort'> & { n: number; code?: string },
  ) => {
    const { n, code, ...rest } = game;
    const nodeId = `${game.vassalage}-${game.gameType}-${pad(n)}`;
    list.push({
      nodeId,
      gameCode: code ?? `${game.vassalage.toLowerCase()}_${game.gameType.toLowerCase()}_${pad(n)}`,
      gameName: game.displayName,
      sort: n,
      ...rest,
      maintenance: rest.maintenance ?? nodeId === MAINTENANCE_DEMO_NODE_ID,
    });
    return nodeId;
  };

  for (const [vassalage, count] of Object.entries(RNG_COUNTS)) {
    const rng = random(`${vassalage}:RNG`);
    for (let n = 1; n <= count; n++) {
      add({
        n,
        gameType: 'RNG',
        vassalage,
        displayName: slotName(rng, slotNames),
        hotRank: rng() < 0.04 ? Math.floor(rng() * 1000) : null,
        isNew: rng() < 0.05,
        isJackpot: rng() < 0.03,
      });
    }
  }
  for (const [vassalage, count] of Object.entries(FISH_COUNTS)) {
    const rng = random(`${vassalage}:FISH`);
    const names = [...words.FISH_NAMES].sort(() => rng() - 0.5);
    for (let n = 1; n <= count; n++) {
      add({
        n,
        gameType: 'FISH',
        vassalage,
        displayName: names[n - 1]!,
        hotRank: n <= 2 ? 100 + n : null,
        isNew: n === count,
      });
    }
  }
  for (const [vassalage, count] of Object.entries(LIVE_COUNTS)) {
    const vendor = VENDORS.find((v) => v.vassalage === vassalage)!;
    // The vendor entry opens a popup list of the vendor's tables (spec §4, isGame VASSALAGE).
    add({
      n: 0,
      gameType: 'LIVE',
      vassalage,
      isGame: 'VASSALAGE',
      displayName: `${vendor.displayName} Live Casino`,
      code: 'lobby',
    });
    liveTables(vassalage, count).forEach(([displayName, gameClassify], i) =>
      add({
        n: i + 1,
        gameType: 'LIVE',
        vassalage,
        displayName,
        gameClassify,
        hotRank: i < 2 ? 200 + i : null,
      }),
    );
  }
  for (const [vassalage, count] of Object.entries(PVP_COUNTS)) {
    const vendor = VENDORS.find((v) => v.vassalage === vassalage)!;
    add({
      n: 0,
      gameType: 'PVP',
      vassalage,
      isGame: 'VASSALAGE',
      displayName: `${vendor.displayName} Cards`,
      code: 'lobby',
    });
    const rng = random(`${vassalage}:PVP`);
    const names = [...words.PVP_NAMES].sort(() => rng() - 0.5).slice(0, count);
    names.forEach((displayName, i) => {
      const nodeId = add({
        n: i + 1,
        gameType: 'PVP',
        vassalage,
        displayName,
        hotRank: i === 0 ? 300 : null,
      });
      if (!words.POKER_NAMES.has(displayName)) return;
      [100, 500, 2000, 10000].forEach((smallBlind, r) =>
        rooms.push({
          roomId: `${nodeId}-R${r + 1}`,
          nodeId,
          roomName: `${displayName} ${['Micro', 'Low', 'Mid', 'High'][r]}`,
          smallBlind,
          seats: r % 2 ? 6 : 9,
          players: Math.floor(rng() * 7),
        }),
      );
    });
  }
  CENTRES.forEach(([gameType, vassalage, displayName]) =>
    add({ n: 1, gameType, vassalage, displayName, code: 'lobby' }),
  );
  words.COCKFIGHT_NAMES.forEach((displayName, i) =>
    add({
      n: i + 1,
      gameType: 'COCKFIGHT',
      vassalage: 'DS88',
      displayName,
      hotRank: i === 0 ? 400 : null,
    }),
  );
  words.CRASH_NAMES.forEach((displayName, i) =>
    add({
      n: i + 1,
      gameType: 'CRASH',
      vassalage: 'INHOUSE',
      displayName,
      hotRank: i < 3 ? 50 + i : null,
      isNew: i >= 10,
    }),
  );

  const addLottery = (
    gameType: GameType,
    vassalage: string,
    n: number,
    displayName: string,
    code: string,
    prizeMode: string,
    drawIntervalMinutes: number,
    region: string | null = null,
  ) => {
    const nodeId = add({ n, gameType, vassalage, displayName, code });
    lottery.push({ nodeId, prizeMode, region, drawIntervalMinutes });
  };
  words.LOTT_NAMES.forEach((name, i) =>
    addLottery('LOTT', 'LOTT', i + 1, name, `LOTT_${pad(i + 1)}`, 'LOTT', 60),
  );
  words.VN_LOTTERIES.forEach((l, i) =>
    addLottery('LOTT', 'TCG_LOTTO_VN', i + 1, `Xổ số ${l.name}`, l.code, 'ZY', 24 * 60, l.region),
  );
  words.SEA_LOTTERIES.forEach((l, i) =>
    addLottery('LOTT', 'TCG_SEA', i + 1, l.name, l.code, 'SEA', 24 * 60),
  );
  words.ELOTT_NAMES.forEach((name, i) =>
    addLottery('ELOTT', 'ELOTT', i + 1, name, `ELOTT_${pad(i + 1)}`, 'ELOTT', i % 2 ? 5 : 1),
  );

  return { vendors: VENDORS, games: list, rooms, lotteryGames: lottery };
}
