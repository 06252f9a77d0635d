import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react';
import type { LucideIcon } from 'lucide-react';
import { ArrowRight, ChevronDown } from 'lucide-react';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import { formatMessage } from '../GameTile/formatMessage';
import type { VendorMenuMessages } from './VendorMenu.messages';
import { vendorMenuMessages } from './VendorMenu.messages';
import * as styles from './VendorMenu.css';

export interface VendorMenuVendor {
  /** The vendor code (vassalage): PG, JDB, EVO, ... */
  id: string;
  name: string;
  /** Where the vendor's games are, e.g. /rng?vassalage=PG. */
  href: string;
  logoUrl?: string;
  /** The vendor being shown: marked aria-current="page". */
  current?: boolean;
}

export interface VendorMenuProps {
  /** The category in the top navigation (Live casino, Slots, ...). */
  label: string;
  /** The whole category's page; shown as the first item ("All Slots"). */
  href?: string;
  vendors: VendorMenuVendor[];
  icon?: LucideIcon;
  /** The category being shown. */
  current?: boolean;
  /** Above this many vendors the menu is a grid of logos (spec §2: above 10). */
  largeAbove?: number;
  /** Hover delays, ms: a small open delay ignores a pointer passing over, the close delay forgives a wobble. */
  openDelay?: number;
  closeDelay?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  messages?: Partial<VendorMenuMessages>;
}

/**
 * A top-navigation category with its vendors in a drop panel (spec §2): opens on hover and from the keyboard
 * (Enter, Space, ArrowDown), closes on Escape, on leaving (after a short delay) or when focus moves away.
 * A disclosure of links, not an ARIA menu, as the navigation pattern calls for.
 */
export const VendorMenu = ({
  label,
  href,
  vendors,
  icon,
  current = false,
  largeAbove = 10,
  openDelay = 80,
  closeDelay = 200,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  messages: messagesProp,
}: VendorMenuProps) => {
  const messages = { ...vendorMenuMessages, ...messagesProp };
  const panelId = useId();
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const layout = vendors.length > largeAbove ? 'large' : 'list';

  useEffect(() => () => clearTimeout(timer.current), []);

  const setOpen = (next: boolean) => {
    clearTimeout(timer.current);
    if (next === open) return;
    setOpenState(next);
    onOpenChange?.(next);
  };
  const later = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  };

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-vendor-link]') ?? []);
  const focusLink = (which: 'first' | 'last') => {
    // after React has rendered the panel
    requestAnimationFrame(() => {
      const all = links();
      (which === 'first' ? all[0] : all[all.length - 1])?.focus();
    });
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen(true);
      focusLink('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      focusLink('last');
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
  };

  const onRootKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      triggerRef.current?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  // mouse only: touch has no hover, it opens with a tap (click)
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') later(true, openDelay);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') later(false, closeDelay);
  };

  return (
    // keys and pointer are delegated: they come from the native button and links inside
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className={styles.root}
      onKeyDown={onRootKeyDown}
      onBlur={onBlur}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        data-current={current || undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={onTriggerKeyDown}
      >
        {icon ? <Icon icon={icon} size="small" /> : null}
        {label}
        <span className={styles.chevron}>
          <Icon icon={ChevronDown} size="xsmall" />
        </span>
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys from the links inside */}
      <div id={panelId} className={styles.panel({ layout })} hidden={!open} onKeyDown={onPanelKeyDown}>
        {open ? (
          <div className={styles.surface}>
            {href ? (
              <Link href={href} className={styles.viewAll} underline="none" data-vendor-link aria-current={current ? 'page' : undefined}>
                {formatMessage(messages.viewAll, { category: label })}
                <Icon icon={ArrowRight} size="small" mirrorInRtl />
              </Link>
            ) : null}
            <ul className={styles.items({ layout })} aria-label={formatMessage(messages.vendors, { category: label })}>
              {vendors.map((vendor) => (
                <li key={vendor.id}>
                  <Link
                    href={vendor.href}
                    className={styles.item({ layout })}
                    underline="none"
                    tone="neutral"
                    data-vendor-link
                    aria-current={vendor.current ? 'page' : undefined}
                  >
                    {vendor.logoUrl ? (
                      <img className={styles.logo({ layout })} src={vendor.logoUrl} alt="" width={44} height={44} loading="lazy" decoding="async" />
                    ) : (
                      <span className={styles.logoFallback({ layout })} aria-hidden="true">
                        {vendor.id.slice(0, 3)}
                      </span>
                    )}
                    <span className={styles.name}>{vendor.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
};
VendorMenu.displayName = 'VendorMenu';
