/** Spec §9: game cards cycle over four colours, chosen by nodeId or at random, and kept per card. */
export const cardColors = ['skyblue', 'green', 'purple', 'red'] as const;
export type CardColor = (typeof cardColors)[number];

/**
 * The colour for a card from its nodeId: the same id always gives the same colour, on every render and
 * every machine (a small string hash, not Math.random), so the site may persist it or not.
 */
export const cardColorFor = (nodeId: string | number): CardColor => {
  const key = String(nodeId);
  let hash = 0;
  for (let i = 0; i < key.length; i += 1) hash = (hash * 31 + key.charCodeAt(i)) >>> 0;
  return cardColors[hash % cardColors.length] ?? 'skyblue';
};

/** A random colour, for cards without a stable id; the site keeps it per card (e.g. in session storage). */
export const randomCardColor = (random: () => number = Math.random): CardColor =>
  cardColors[Math.min(cardColors.length - 1, Math.floor(random() * cardColors.length))] ?? 'skyblue';

export const isCardColor = (value: unknown): value is CardColor =>
  typeof value === 'string' && (cardColors as readonly string[]).includes(value);
