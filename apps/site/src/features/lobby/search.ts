/** A game the search can match: its name and vendor. */
interface Searchable {
  displayName: string;
  vassalage: string;
}

export interface SearchIndex<T> {
  games: T[];
  /** Lower-cased, accent-free "name vendor" per game, built once so a keystroke only compares strings. */
  keys: string[];
}

// Accents off, so "pinata" finds "Piñata" (the catalogue has names in several languages).
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

export function buildSearchIndex<T extends Searchable>(games: T[]): SearchIndex<T> {
  return { games, keys: games.map((g) => fold(`${g.displayName} ${g.vassalage}`)) };
}

/** Games whose name or vendor holds every word typed, in catalogue order; all games for an empty query. */
export function searchGames<T>(index: SearchIndex<T>, query: string): T[] {
  const words = fold(query).split(/\s+/u).filter(Boolean);
  if (words.length === 0) return index.games;
  const found: T[] = [];
  for (let i = 0; i < index.keys.length; i += 1) {
    const key = index.keys[i]!;
    if (words.every((w) => key.includes(w))) found.push(index.games[i]!);
  }
  return found;
}
