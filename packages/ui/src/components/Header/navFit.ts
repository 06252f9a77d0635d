/** What the top nav shows in its one row (issue 19): measured widths in, a choice of items out. */
export interface NavFitInput {
  /** Each item's width, in order (px). */
  widths: readonly number[];
  /** Items that stay in the row whatever else moves into More (home, promotions). */
  pinned: readonly boolean[];
  /** The More button's width. */
  moreWidth: number;
  /** The gap between two items of the row. */
  gap: number;
  /** The row's width. */
  available: number;
  /** Below this many unpinned items beside More, the nav is no use and yields to the side menu. */
  minShown: number;
}

export interface NavFit {
  /** Per item: in the row (true) or in More (false). */
  shown: boolean[];
  more: boolean;
  /** Too narrow for a useful row: nothing shows, the side menu's list serves instead. */
  yielded: boolean;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Every item when all fit; otherwise the pinned ones, then the others in order for as long as they fit beside
 * More (an item that does not fit ends the row, so the row keeps the nav's order and More holds the rest).
 */
export function fitNav({ widths, pinned, moreWidth, gap, available, minShown }: NavFitInput): NavFit {
  const count = widths.length;
  if (count === 0 || sum(widths) + gap * (count - 1) <= available) {
    return { shown: widths.map(() => true), more: false, yielded: false };
  }
  const shown = widths.map((_, index) => pinned[index] === true);
  const pinnedCount = shown.filter(Boolean).length;
  // the pinned items and More, with a gap between each two of them
  let used = sum(widths.filter((_, index) => shown[index])) + moreWidth + gap * pinnedCount;
  let others = 0;
  for (let index = 0; index < count; index += 1) {
    if (shown[index]) continue;
    const next = used + gap + widths[index]!;
    if (next > available) break;
    shown[index] = true;
    used = next;
    others += 1;
  }
  if (others < minShown || used > available) {
    return { shown: widths.map(() => false), more: false, yielded: true };
  }
  return { shown, more: true, yielded: false };
}
