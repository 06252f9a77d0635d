import { useSearchParams } from 'react-router-dom';
import { dateRangeError, isIsoDate, localIsoDate, presetRange, type DateRange } from '@croupier/ui';

export interface RecordSearch<F extends string> {
  range: DateRange;
  /** The range to ask the server for: the last valid one (an unfinished date does not refetch). */
  validRange: DateRange;
  page: number;
  filters: Partial<Record<F, string>>;
  setRange: (range: DateRange) => void;
  setPage: (page: number) => void;
  setFilter: (name: F, value: string | undefined) => void;
}

/**
 * A record page's filters, kept in the URL (?from=&to=&page=&type=) so a filtered page can be shared
 * and survives a reload. Default range: the previous 7 days (spec §9 preset). A new filter goes back to page 1.
 */
export function useRecordSearch<F extends string>(filterNames: readonly F[]): RecordSearch<F> {
  const [params, setParams] = useSearchParams();
  const fallback = presetRange('previous7', localIsoDate());
  const from = params.get('from');
  const to = params.get('to');
  const range = { from: from ?? fallback.from, to: to ?? fallback.to };
  const valid = isIsoDate(range.from) && isIsoDate(range.to) && dateRangeError(range) === undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const filters = Object.fromEntries(filterNames.flatMap((name) => (params.get(name) ? [[name, params.get(name)]] : []))) as Partial<Record<F, string>>;

  const update = (changes: Record<string, string | undefined>, resetPage: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (resetPage) next.delete('page');
        return next;
      },
      { replace: true },
    );

  return {
    range,
    validRange: valid ? range : fallback,
    page,
    filters,
    setRange: (next) => update({ from: next.from, to: next.to }, true),
    setPage: (next) => update({ page: next > 1 ? String(next) : undefined }, false),
    setFilter: (name, value) => update({ [name]: value }, true),
  };
}
