// The motifs the server's artwork is drawn from: vendor palettes and one illustration per theme (a game
// category, or what a banner is about). Every motif is drawn in a 100×100 box centred on (50, 50) and kept
// inside it, so a caller scales and places it whole: nothing is ever cut at an edge. No motif holds text.

/** A vendor's colours: a deep background pair, a lit accent and a light highlight. */
export interface Palette {
  from: string;
  to: string;
  accent: string;
  light: string;
}

// Hand-picked pairs (not a hue wheel): each reads as a finished brand colour in dark and light mode.
const PALETTES: readonly Palette[] = [
  { from: '#3b1d6e', to: '#12082b', accent: '#f4b93e', light: '#ffe6a8' },
  { from: '#0d4f6b', to: '#04192a', accent: '#3fe0c5', light: '#c8fff4' },
  { from: '#7a1533', to: '#230510', accent: '#ffb547', light: '#ffe2b0' },
  { from: '#134e2e', to: '#04170c', accent: '#ffd23f', light: '#fff2b8' },
  { from: '#1f2f7a', to: '#080d2e', accent: '#ff6fa8', light: '#ffd0e3' },
  { from: '#6b3410', to: '#1e0c02', accent: '#ffcf6b', light: '#fff0c9' },
  { from: '#4a1070', to: '#14031f', accent: '#5ee6ff', light: '#d2f8ff' },
  { from: '#0f5c57', to: '#031a19', accent: '#ff8a5b', light: '#ffd9c9' },
];

export const paletteOf = (seed: number): Palette => PALETTES[seed % PALETTES.length]!;

/** A small deterministic generator: the same seed draws the same picture (ETags and caches hold). */
export function randomOf(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) >>> 0;
    s = (s ^ Math.imul(s ^ (s >>> 12), 0x297a2d39)) >>> 0;
    return ((s ^ (s >>> 15)) >>> 0) / 4294967296;
  };
}

const heart = 'M50 82C22 62 12 44 24 30C34 19 46 24 50 33C54 24 66 19 76 30C88 44 78 62 50 82Z';
const spade =
  'M50 16C40 32 18 42 22 60C25 72 40 74 47 64L43 84H57L53 64C60 74 75 72 78 60C82 42 60 32 50 16Z';
const diamond = 'M50 14L78 50L50 86L22 50Z';
const club =
  'M50 18a14 14 0 0 1 12 21a14 14 0 1 1 -7 25l4 20h-18l4-20a14 14 0 1 1 -7-25a14 14 0 0 1 12-21Z';
const star = 'M50 12L60 38L88 40L66 57L74 85L50 69L26 85L34 57L12 40L40 38Z';

/** A card suit or gem, picked by `n`. */
const symbol = (n: number, fill: string) =>
  `<path d="${[heart, spade, diamond, club, star][n % 5]}" fill="${fill}"/>`;

type Motif = (p: Palette, random: () => number) => string;

const slots: Motif = (p, random) => {
  const cells = [0, 1, 2]
    .map((i) => {
      const x = 10 + i * 27;
      const n = Math.floor(random() * 5);
      return `<rect x="${x}" y="30" width="26" height="40" rx="5" fill="#fff" opacity="0.95"/><g transform="translate(${x + 3} 40) scale(0.2)">${symbol(n, n % 2 ? p.from : p.accent)}</g>`;
    })
    .join('');
  return `<rect x="4" y="22" width="92" height="56" rx="10" fill="${p.accent}"/><rect x="7" y="26" width="86" height="48" rx="8" fill="${p.to}"/>${cells}<rect x="6" y="48" width="88" height="3" fill="${p.accent}" opacity="0.7"/><circle cx="50" cy="16" r="5" fill="${p.light}"/><circle cx="50" cy="84" r="4" fill="${p.accent}" opacity="0.8"/>`;
};

const roulette: Motif = (p) => {
  const pockets = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * Math.PI * 2;
    const b = ((i + 1) / 16) * Math.PI * 2;
    const pt = (angle: number, r: number) =>
      `${(50 + Math.cos(angle) * r).toFixed(2)} ${(50 + Math.sin(angle) * r).toFixed(2)}`;
    return `<path d="M${pt(a, 26)}L${pt(a, 42)}A42 42 0 0 1 ${pt(b, 42)}L${pt(b, 26)}A26 26 0 0 0 ${pt(a, 26)}Z" fill="${i % 2 ? '#1b1b1f' : '#c8243a'}"/>`;
  }).join('');
  return `<circle cx="50" cy="50" r="47" fill="${p.accent}"/>${pockets}<circle cx="50" cy="50" r="26" fill="${p.from}"/><circle cx="50" cy="50" r="16" fill="${p.accent}"/><path d="M50 36V64M36 50H64" stroke="${p.to}" stroke-width="4" stroke-linecap="round"/><circle cx="74" cy="30" r="5" fill="#fff"/>`;
};

const rocket: Motif = (p, random) => {
  const tilt = Math.round(random() * 16 - 8);
  return `<path d="M6 92C34 88 58 70 80 30" fill="none" stroke="${p.accent}" stroke-width="5" stroke-linecap="round"/><g transform="rotate(${35 + tilt} 58 44)"><path d="M58 8C70 20 72 40 66 60H50C44 40 46 20 58 8Z" fill="#f4f5f8"/><circle cx="58" cy="30" r="6" fill="${p.from}" stroke="${p.accent}" stroke-width="2.5"/><path d="M50 48L40 64H51ZM66 48L76 64H65Z" fill="${p.accent}"/><path d="M52 62Q58 80 64 62Z" fill="#ffb13b"/></g>`;
};

const fish: Motif = (p, random) => {
  const bubbles = Array.from(
    { length: 4 },
    (_, i) =>
      `<circle cx="${(18 + i * 7 + random() * 6).toFixed(1)}" cy="${(30 - i * 6).toFixed(1)}" r="${(2.5 + random() * 3).toFixed(1)}" fill="none" stroke="${p.light}" stroke-width="1.5" opacity="0.8"/>`,
  ).join('');
  return `${bubbles}<path d="M14 56C30 32 66 30 80 56C66 80 30 80 14 56Z" fill="${p.accent}"/><path d="M78 56L96 40V72Z" fill="${p.accent}"/><path d="M40 40C46 48 46 64 40 72" fill="none" stroke="${p.to}" stroke-width="3" opacity="0.45"/><path d="M46 36Q54 24 64 36" fill="${p.light}"/><circle cx="28" cy="52" r="5" fill="#fff"/><circle cx="27" cy="52" r="2.5" fill="#111"/><path d="M4 88Q20 80 36 88T68 88T100 88" fill="none" stroke="${p.light}" stroke-width="2.5" opacity="0.5"/>`;
};

const cards: Motif = (p, random) => {
  const n = Math.floor(random() * 4);
  const card = (angle: number, suit: number, fill: string) =>
    `<g transform="rotate(${angle} 50 90)"><rect x="30" y="14" width="40" height="58" rx="6" fill="#fbfbfd" stroke="${p.to}" stroke-width="1.5"/><g transform="translate(38 31) scale(0.24)">${symbol(suit, fill)}</g></g>`;
  return `${card(-18, n, '#1b1b1f')}${card(0, n + 1, '#c8243a')}${card(18, n + 2, p.from)}<ellipse cx="50" cy="86" rx="26" ry="6" fill="${p.accent}"/><ellipse cx="50" cy="83" rx="26" ry="6" fill="${p.light}"/>`;
};

const ball: Motif = (p) => {
  const hex = Array.from({ length: 5 }, (_, i) => {
    const a = -Math.PI / 2 + (i / 5) * Math.PI * 2;
    return `${(50 + Math.cos(a) * 11).toFixed(2)},${(50 + Math.sin(a) * 11).toFixed(2)}`;
  }).join(' ');
  return `<ellipse cx="50" cy="90" rx="30" ry="5" fill="#000" opacity="0.25"/><circle cx="50" cy="50" r="34" fill="#fbfbfd"/><polygon points="${hex}" fill="#1b1b1f"/><path d="M50 39V18M60 46L80 38M57 59L70 76M43 59L30 76M40 46L20 38" stroke="#1b1b1f" stroke-width="3"/><circle cx="50" cy="50" r="34" fill="none" stroke="${p.accent}" stroke-width="3"/>`;
};

const gamepad: Motif = (p) =>
  `<path d="M22 34H78C90 34 96 50 96 64C96 78 86 80 80 72L72 62H28L20 72C14 80 4 78 4 64C4 50 10 34 22 34Z" fill="${p.accent}"/><path d="M22 46V58M16 52H28" stroke="${p.to}" stroke-width="5" stroke-linecap="round"/><circle cx="70" cy="46" r="4" fill="${p.to}"/><circle cx="78" cy="54" r="4" fill="${p.to}"/><circle cx="62" cy="54" r="4" fill="${p.light}"/><rect x="42" y="40" width="16" height="5" rx="2.5" fill="${p.light}"/>`;

const lotteryBalls: Motif = (p, random) => {
  const colours = [p.accent, '#e8404f', '#4f8cff', '#38c172', p.light];
  const start = Math.floor(random() * colours.length);
  return [
    [30, 60, 20],
    [62, 40, 22],
    [70, 74, 16],
  ]
    .map(
      ([x, y, r], i) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${colours[(start + i) % colours.length]}"/><circle cx="${x}" cy="${y}" r="${r! * 0.5}" fill="#fff"/><circle cx="${x! - r! * 0.4}" cy="${y! - r! * 0.45}" r="${r! * 0.18}" fill="#fff" opacity="0.7"/>`,
    )
    .join('');
};

const rooster: Motif = (p) =>
  `<path d="M30 86L38 70M50 86L46 70" stroke="${p.light}" stroke-width="4" stroke-linecap="round"/><path d="M20 30C10 46 12 64 28 72C42 78 60 74 66 60C72 46 66 38 58 36C50 34 44 42 36 38C30 34 28 26 20 30Z" fill="${p.accent}"/><path d="M20 30C14 20 4 22 6 34C10 30 14 30 20 30Z" fill="#e8404f"/><path d="M58 36C60 20 74 14 84 22C88 28 84 34 78 34L70 40Z" fill="${p.light}"/><circle cx="58" cy="14" r="5" fill="#e8404f"/><circle cx="66" cy="12" r="5" fill="#e8404f"/><circle cx="74" cy="15" r="5" fill="#e8404f"/><path d="M84 24L96 28L84 31Z" fill="#ffb13b"/><circle cx="76" cy="25" r="2.5" fill="#111"/><path d="M70 40Q72 48 66 50" fill="#e8404f"/>`;

const gift: Motif = (p) =>
  `<rect x="14" y="40" width="72" height="50" rx="5" fill="${p.accent}"/><rect x="10" y="30" width="80" height="16" rx="4" fill="${p.light}"/><rect x="44" y="30" width="12" height="60" fill="#e8404f"/><path d="M50 30C38 10 20 14 28 26C32 30 42 30 50 30C58 30 68 30 72 26C80 14 62 10 50 30Z" fill="none" stroke="#e8404f" stroke-width="5"/>`;

const shield: Motif = (p) =>
  `<path d="M50 6L86 18V46C86 70 70 86 50 94C30 86 14 70 14 46V18Z" fill="${p.accent}"/><path d="M50 14L78 24V46C78 66 66 78 50 85C34 78 22 66 22 46V24Z" fill="${p.from}"/><path d="M34 50L46 62L68 38" fill="none" stroke="${p.light}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;

const lock: Motif = (p) =>
  `<path d="M30 44V32C30 10 70 10 70 32V44" fill="none" stroke="${p.light}" stroke-width="8"/><rect x="18" y="42" width="64" height="50" rx="8" fill="${p.accent}"/><circle cx="50" cy="62" r="7" fill="${p.to}"/><rect x="47" y="64" width="6" height="14" rx="3" fill="${p.to}"/>`;

const coins: Motif = (p) =>
  [
    [34, 74],
    [34, 64],
    [34, 54],
    [66, 78],
    [66, 68],
  ]
    .map(
      ([x, y]) =>
        `<ellipse cx="${x}" cy="${y! + 4}" rx="22" ry="8" fill="#b37a12"/><ellipse cx="${x}" cy="${y}" rx="22" ry="8" fill="${p.accent}"/><ellipse cx="${x}" cy="${y}" rx="14" ry="4.5" fill="none" stroke="${p.light}" stroke-width="2"/>`,
    )
    .join('') + `<g transform="translate(54 6) scale(0.4)"><path d="${star}" fill="${p.light}"/></g>`;

const trophy: Motif = (p) =>
  `<path d="M28 10H72V34C72 50 62 60 50 60C38 60 28 50 28 34Z" fill="${p.accent}"/><path d="M28 18H14C14 34 22 40 30 40M72 18H86C86 34 78 40 70 40" fill="none" stroke="${p.accent}" stroke-width="5"/><rect x="44" y="58" width="12" height="16" fill="${p.accent}"/><rect x="30" y="74" width="40" height="14" rx="3" fill="${p.light}"/><g transform="translate(38 20) scale(0.24)"><path d="${star}" fill="${p.light}"/></g>`;

const friends: Motif = (p) =>
  `<circle cx="34" cy="34" r="14" fill="${p.light}"/><path d="M8 86C8 62 20 52 34 52C48 52 60 62 60 86Z" fill="${p.light}"/><circle cx="66" cy="38" r="13" fill="${p.accent}"/><path d="M42 88C42 66 54 56 66 56C78 56 92 66 92 88Z" fill="${p.accent}"/>`;

const ticket: Motif = (p) =>
  `<path d="M8 26H92V42A8 8 0 0 0 92 58V74H8V58A8 8 0 0 0 8 42Z" fill="${p.accent}"/><path d="M64 30V70" stroke="${p.to}" stroke-width="2" stroke-dasharray="4 4"/><circle cx="28" cy="40" r="7" fill="none" stroke="${p.to}" stroke-width="4"/><circle cx="46" cy="60" r="7" fill="none" stroke="${p.to}" stroke-width="4"/><path d="M48 36L26 64" stroke="${p.to}" stroke-width="5" stroke-linecap="round"/><g transform="translate(70 38) scale(0.24)"><path d="${star}" fill="${p.light}"/></g>`;

/** The themes a picture can have: the game categories, then what banners and promotions are about. */
export const MOTIFS = {
  RNG: slots,
  CRASH: rocket,
  LIVE: roulette,
  FISH: fish,
  PVP: cards,
  SPORTS: ball,
  ESPORTS: gamepad,
  LOTT: lotteryBalls,
  COCKFIGHT: rooster,
  gift,
  shield,
  lock,
  coins,
  trophy,
  friends,
  ticket,
} satisfies Record<string, Motif>;

export type MotifName = keyof typeof MOTIFS;

/** A motif scaled to `size` and centred on (cx, cy). */
export const placeMotif = (
  name: MotifName,
  palette: Palette,
  random: () => number,
  cx: number,
  cy: number,
  size: number,
) =>
  `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${size / 100})">${MOTIFS[name](palette, random)}</g>`;

/** Sparkles scattered in a box (x, y, w, h): four-point stars that read as "lit", never as text. */
export function sparkles(random: () => number, count: number, box: number[], colour: string) {
  const [x, y, w, h] = box as [number, number, number, number];
  return Array.from({ length: count }, () => {
    const [cx, cy, r] = [x + random() * w, y + random() * h, 2 + random() * 5];
    return `<path d="M${cx.toFixed(1)} ${(cy - r * 2).toFixed(1)}Q${cx.toFixed(1)} ${cy.toFixed(1)} ${(cx + r * 2).toFixed(1)} ${cy.toFixed(1)}Q${cx.toFixed(1)} ${cy.toFixed(1)} ${cx.toFixed(1)} ${(cy + r * 2).toFixed(1)}Q${cx.toFixed(1)} ${cy.toFixed(1)} ${(cx - r * 2).toFixed(1)} ${cy.toFixed(1)}Q${cx.toFixed(1)} ${cy.toFixed(1)} ${cx.toFixed(1)} ${(cy - r * 2).toFixed(1)}Z" fill="${colour}" opacity="${(0.35 + random() * 0.5).toFixed(2)}"/>`;
  }).join('');
}
