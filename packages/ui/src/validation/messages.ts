// §5: a pattern's message names its bounds as "(min)" and "(max)"; when they are equal the range
// collapses to the one number ("(min) - (max) characters" → "11 characters").

const RANGE = /\(min\)\s*[-–—~～]\s*\(max\)/g;

const bound = (value: number) => (Number.isFinite(value) ? String(value) : '');

/** Fills "(min)" and "(max)" in a message. Without a maximum, the range reads "6+". */
export function formatRuleMessage(template: string, min: number, max: number): string {
  const collapsed = min === max ? template.replace(RANGE, String(min)) : template;
  const ranged = Number.isFinite(max) ? collapsed : collapsed.replace(RANGE, `${bound(min)}+`);
  return ranged.replaceAll('(min)', bound(min)).replaceAll('(max)', bound(max));
}
