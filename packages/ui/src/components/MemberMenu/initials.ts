const graphemes = (text: string): string[] =>
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (part) => part.segment)
    : Array.from(text);

/**
 * Up to two letters for an avatar: the first letter of the first two words ("lucky_ace" → "LA"),
 * or the first two letters of a single word ("player7" → "PL"). Whole graphemes, so Bengali or emoji stay intact.
 */
export const initials = (nickname: string): string => {
  const words = nickname.trim().split(/[\s._\-@]+/u).filter(Boolean);
  if (words.length === 0) return '?';
  const letters =
    words.length > 1 ? words.slice(0, 2).map((word) => graphemes(word)[0] ?? '') : graphemes(words[0] ?? '').slice(0, 2);
  return letters.join('').toLocaleUpperCase();
};
