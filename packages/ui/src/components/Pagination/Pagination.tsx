import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import clsx from 'clsx';
import { Icon } from '../Icon/Icon';
import type { PaginationMessages } from './Pagination.messages';
import { paginationMessages } from './Pagination.messages';
import { paginationItems } from './paginationItems';
import * as styles from './Pagination.css';

export interface PaginationProps extends Omit<ComponentPropsWithRef<'nav'>, 'children' | 'onChange'> {
  /** The current page, 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Pages shown around the current one. Default 5 (spec §9, announcement list). */
  pageRange?: number;
  /** Pages always shown at each end. Default 1. */
  marginPages?: number;
  messages?: Partial<PaginationMessages>;
}

/** A pager for long lists: previous, numbered pages with ellipses, next. Hidden when there is a single page. */
export const Pagination = ({
  page,
  pageCount,
  onPageChange,
  pageRange = 5,
  marginPages = 1,
  messages: messagesProp,
  className,
  ...props
}: PaginationProps) => {
  const messages = { ...paginationMessages, ...messagesProp };
  if (pageCount <= 1) return null;
  const items = paginationItems({ page, pageCount, pageRange, marginPages });
  const atStart = page <= 1;
  const atEnd = page >= pageCount;

  // aria-disabled, not disabled: the button keeps focus when it reaches the end (disabled would drop it to <body>)
  const go = (target: number, blocked: boolean) => (event: MouseEvent<HTMLButtonElement>) => {
    if (blocked) {
      event.preventDefault();
      return;
    }
    onPageChange(target);
  };

  return (
    <nav {...props} aria-label={messages.label} className={className}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.item({ kind: 'step' })}
            aria-label={messages.previous}
            aria-disabled={atStart || undefined}
            onClick={go(page - 1, atStart)}
          >
            <Icon icon={ChevronLeft} size="small" mirrorInRtl />
          </button>
        </li>
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={`ellipsis-${item.key}`} aria-hidden="true" className={styles.ellipsis}>
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={clsx(styles.item({ kind: 'page' }))}
                aria-label={messages.page.replace('{page}', String(item.page))}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={go(item.page, item.page === page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.item({ kind: 'step' })}
            aria-label={messages.next}
            aria-disabled={atEnd || undefined}
            onClick={go(page + 1, atEnd)}
          >
            <Icon icon={ChevronRight} size="small" mirrorInRtl />
          </button>
        </li>
      </ul>
    </nav>
  );
};
Pagination.displayName = 'Pagination';
