/** A winner board entry (spec §3). `winAmount` is integer minor units. */
export interface WinnerEntry {
  customerName: string;
  winAmount: number;
  gameName: string;
  iconUrl?: string;
}

/** Spec §9: the board requests 20 and shows the top 9 as biggest. */
export const WINNERS_SHOWN = 9;

/** The biggest wins first; equal amounts keep the server's order. Does not change the input. */
export const topWinners = <Entry extends WinnerEntry>(entries: readonly Entry[], limit = WINNERS_SHOWN): Entry[] =>
  entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.winAmount - a.entry.winAmount || a.index - b.index)
    .slice(0, limit)
    .map(({ entry }) => entry);

const graphemes = (text: string): string[] =>
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (part) => part.segment)
    : Array.from(text);

/**
 * Hides most of a player's name: the first two and the last character stay ("lucky_ace" → "lu***e");
 * names of three characters or fewer keep only the first ("ana" → "a***"). Whole graphemes.
 */
export const maskName = (name: string): string => {
  const letters = graphemes(name.trim());
  if (letters.length === 0) return '***';
  if (letters.length <= 3) return `${letters[0]}***`;
  return `${letters.slice(0, 2).join('')}***${letters[letters.length - 1]}`;
};
