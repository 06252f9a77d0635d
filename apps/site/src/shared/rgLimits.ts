// What the Responsible gaming page and registration's "Set your limits" step share (issue 15): the limit
// names, the amount rule, and mutations that put the answered state in the query cache.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseAmount } from '@croupier/ui';
import { responsibleGamingKeys, type CroupierMutationOptions, type ResponsibleGaming, type RgLimitKind, type RgLimitPeriod } from '@croupier/sdk';

// Literal keys: the message test finds used keys by their literal text (shared/errors.ts names the same ones).
export const kindKeys = {
  deposit: 'rg.kinds.deposit',
  loss: 'rg.kinds.loss',
  stake: 'rg.kinds.stake',
  session: 'rg.kinds.session',
} as const satisfies Record<RgLimitKind, string>;
export const periodKeys = {
  day: 'rg.periods.day',
  week: 'rg.periods.week',
  month: 'rg.periods.month',
  session: 'rg.periods.session',
} as const satisfies Record<RgLimitPeriod, string>;

/** A typed limit: minor units of money, or whole minutes for the session limit; null when it is not a positive value. */
export function parseLimit(kind: RgLimitKind, text: string): number | null {
  const value = kind === 'session' ? (/^\d+$/.test(text.trim()) ? Number(text) : null) : parseAmount(text);
  return value !== null && value > 0 ? value : null;
}

/** Every mutation answers the whole state: put it in the query cache. */
export function useRgMutation<V>(make: () => CroupierMutationOptions<ResponsibleGaming, V>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...make(),
    onSuccess: (state: ResponsibleGaming) => queryClient.setQueryData(responsibleGamingKeys.state, state),
  });
}
