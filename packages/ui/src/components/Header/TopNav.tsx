import type { ReactElement } from 'react';
import { lazy, Suspense, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { Icon } from '../Icon/Icon';
import type { HeaderNavItem } from './Header';
import { fitNav, type NavFit } from './navFit';
import { NavLink, NavRow } from './NavRow';
import type { VendorMenuMessages } from '../VendorMenu/VendorMenu.messages';
import * as styles from './Header.css';

// The drop menus come with the vendor list (after data), not with the first page's script.
const VendorMenu = lazy(() =>
  import('../VendorMenu/VendorMenu').then((m) => ({ default: m.VendorMenu })),
);

/** The More cell's key, which no item's id can be. */
const moreKey = '\u0000more';

/** Fewer categories than this beside More (home, one category, More, promotions), and the row is no use: the side menu's list serves instead. */
const usefulItems = 1;

export interface TopNavProps {
  items: HeaderNavItem[];
  /** The navigation's accessible name. */
  label: string;
  /** The button that holds the items the row has no room for. */
  moreLabel: string;
  vendorMenuMessages?: Partial<VendorMenuMessages>;
}

const sameFit = (a: NavFit | null, b: NavFit) =>
  a !== null && a.more === b.more && a.yielded === b.yielded && a.shown.every((shown, index) => shown === b.shown[index]);

/**
 * The header's top navigation, always one row (issue 19): every item is measured where it is drawn, and the
 * ones the row has no room for move, in order, into a More disclosure; pinned items (home, promotions) stay.
 * Too narrow for a useful row, it yields to the side menu's list. Before it is measured (a prerendered page)
 * the row shows every item and clips what does not fit, so nothing wraps; measuring keeps the same elements,
 * so a press on an item is never lost to a re-render.
 */
export const TopNav = ({ items, label, moreLabel, vendorMenuMessages }: TopNavProps) => {
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const cells = useRef(new Map<string, HTMLLIElement>());
  const moreCell = useRef<HTMLLIElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const [fit, setFit] = useState<NavFit | null>(null);
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  const latestItems = useRef(items);
  useLayoutEffect(() => {
    latestItems.current = items;
  });
  // what decides the widths: measured again when it changes, not on every render of the header
  const shape = items.map((item) => `${item.id}\u0000${item.label}\u0000${item.pinned ? 1 : 0}\u0000${item.vendors?.length ?? 0}`).join('\u0001');

  const measure = useCallback(() => {
    const nav = navRef.current;
    const list = listRef.current;
    // Not drawn (a phone's stacked header hides the row): nothing to measure, and a fit worked out of zero
    // widths would re-render every item for nothing. The observer measures once the row is drawn.
    if (!nav || !list || nav.getClientRects().length === 0) return;
    const current = latestItems.current;
    const next = fitNav({
      widths: current.map((item) => cells.current.get(item.id)?.getBoundingClientRect().width ?? 0),
      pinned: current.map((item) => item.pinned === true),
      moreWidth: moreCell.current?.getBoundingClientRect().width ?? 0,
      gap: Number.parseFloat(getComputedStyle(list).columnGap) || 0,
      available: nav.clientWidth,
      minShown: usefulItems,
    });
    setFit((previous) => (sameFit(previous, next) ? previous : next));
  }, []);

  // before the first paint of a new set of items, so the row never shows them wrapped or clipped
  useLayoutEffect(measure, [measure, shape]);
  useEffect(() => {
    const nav = navRef.current;
    const list = listRef.current;
    if (!nav || !list || typeof ResizeObserver === 'undefined') return;
    // the row's width (window, side menu, member area) and each item's (a drop menu loading, a font arriving)
    const observer = new ResizeObserver(() => measure());
    observer.observe(nav);
    for (const cell of list.children) observer.observe(cell);
    return () => observer.disconnect();
  }, [measure, shape]);

  // open, More closes on a press or focus outside it, and on Escape (back on its button)
  useEffect(() => {
    if (!moreOpen) return;
    const outside = (event: Event) => {
      if (!moreCell.current?.contains(event.target as Node)) setMoreOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMoreOpen(false);
      moreButton.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [moreOpen]);

  const shown = (index: number) => fit === null || fit.shown[index] === true;
  const overflowing = fit?.more === true;
  const hiddenItems = items.filter((_, index) => !shown(index));

  const more = (
    <li
      key={moreKey}
      ref={moreCell}
      className={styles.navCell}
      data-overflow={!overflowing || undefined}
    >
      <button
        ref={moreButton}
        type="button"
        className={styles.navLink}
        aria-expanded={overflowing && moreOpen}
        aria-controls={moreId}
        onClick={() => setMoreOpen((open) => !open)}
      >
        {moreLabel}
        <Icon icon={ChevronDown} size="small" />
      </button>
      <div id={moreId} className={styles.morePanel} hidden={!overflowing || !moreOpen}>
        <ul className={styles.moreList}>
          {hiddenItems.map((item) => (
            <li key={item.id}>
              <NavLink item={item} className={styles.moreLink} onClick={() => setMoreOpen(false)} />
            </li>
          ))}
        </ul>
      </div>
    </li>
  );

  // More stands where the first item that did not fit would be, so the row reads in the nav's order
  const moreAt = overflowing ? items.findIndex((_, index) => !shown(index)) : -1;
  const renderItem = (item: HeaderNavItem) =>
    item.vendors && item.vendors.length > 0 ? (
      <Suspense fallback={<NavLink item={item} />}>
        <VendorMenu
          label={item.label}
          href={item.href}
          icon={item.icon}
          current={item.current}
          vendors={item.vendors}
          messages={vendorMenuMessages}
        />
      </Suspense>
    ) : (
      <NavLink item={item} />
    );

  const row: ReactElement[] = [];
  items.forEach((item, index) => {
    if (index === moreAt) row.push(more);
    row.push(
      <li
        key={item.id}
        ref={(cell) => {
          if (cell) cells.current.set(item.id, cell);
          else cells.current.delete(item.id);
        }}
        className={styles.navCell}
        data-overflow={!shown(index) || undefined}
      >
        {renderItem(item)}
      </li>,
    );
  });
  if (moreAt === -1) row.push(more);

  return (
    <NavRow
      label={label}
      navRef={navRef}
      listRef={listRef}
      yielded={fit?.yielded}
      // a drop menu's panel must not be clipped by the row
      menus={items.some((item) => item.vendors?.length)}
    >
      {row}
    </NavRow>
  );
};
TopNav.displayName = 'TopNav';
