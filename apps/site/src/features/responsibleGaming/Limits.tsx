import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Inline, Select, Stack, Text, TextField, formatAmount } from '@croupier/ui';
import type { ResponsibleGaming, RgLimit, RgLimitKind, RgLimitPeriod } from '@croupier/sdk';
import { errorMessage } from '@/shared/errors';
import { formatDateTime, useMoneyLocale } from '@/shared/format';
import { FormMessage } from '@/shared/FormMessage';
import { rgMutations } from '@/shared/responsibleGamingApi';
import { kindKeys, parseLimit, periodKeys, useRgMutation } from '@/shared/rgLimits';

const KINDS = Object.keys(kindKeys) as RgLimitKind[];

function useLimitText() {
  const { t } = useTranslation();
  const { locale } = useMoneyLocale();
  return (kind: RgLimitKind, amount: number | null, currency: string) =>
    amount === null ? t('rg.limits.none') : kind === 'session' ? t('rg.limits.minutes', { minutes: amount }) : formatAmount(amount, currency, locale);
}

/** The limits in force and pending, with their use and a cancel for each pending change. */
export function LimitList({ state }: { state: ResponsibleGaming }) {
  const { t } = useTranslation();
  const { locale } = useMoneyLocale();
  const text = useLimitText();
  const cancel = useRgMutation(rgMutations.cancelLimitChange);
  if (state.limits.length === 0) return <Text tone="muted">{t('rg.limits.empty')}</Text>;
  const name = (l: RgLimit) => `${t(kindKeys[l.kind])} · ${t(periodKeys[l.period])}`;
  return (
    <Stack as="ul" space="small" aria-label={t('rg.limits.current')}>
      {state.limits.map((l) => (
        <li key={`${l.kind}-${l.period}`}>
          <Stack space="xsmall">
          <Text weight="strong">{name(l)}</Text>
          <Text>
            {t('rg.limits.inForce', { amount: text(l.kind, l.amount, state.currency) })}
            {l.kind !== 'session' && l.amount !== null ? ` · ${t('rg.limits.used', { amount: text(l.kind, l.used, state.currency) })}` : ''}
          </Text>
          {l.pending ? (
            <Inline space="small" alignY="center">
              <Text tone="muted">
                {t('rg.limits.pending', { amount: text(l.kind, l.pending.amount, state.currency), date: formatDateTime(l.pending.appliesAt, locale) })}
              </Text>
              <Button variant="secondary" size="small" loading={cancel.isPending} onClick={() => cancel.mutate({ kind: l.kind, period: l.period })}>
                {t('rg.limits.cancel', { name: name(l) })}
              </Button>
            </Inline>
          ) : null}
          </Stack>
        </li>
      ))}
      {cancel.error ? <FormMessage tone="critical">{errorMessage(t, cancel.error)}</FormMessage> : null}
    </Stack>
  );
}

/** Sets or removes one limit: lowering applies at once, raising or removing after 24 hours. */
export function LimitForm({ state }: { state: ResponsibleGaming }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<RgLimitKind>('deposit');
  const [period, setPeriod] = useState<string>('day');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string>();
  const save = useRgMutation(rgMutations.setLimit);
  const periods = kind === 'session' ? ['session'] : state.profile.limitPeriods;
  const chosenPeriod = periods.includes(period) ? period : periods[0]!;
  const send = (value: number | null) => save.mutate({ kind, period: chosenPeriod as RgLimitPeriod, amount: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseLimit(kind, amount);
    if (value === null) return setProblem(t('rg.limits.amountInvalid'));
    setProblem(undefined);
    send(value);
  };
  const changed = save.data && !save.isPending;
  return (
    <Stack as="form" space="medium" onSubmit={submit} noValidate>
      <Inline space="medium">
        <Select label={t('rg.limits.kind')} value={kind} onValueChange={(v) => setKind(v as RgLimitKind)} options={KINDS.map((k) => ({ value: k, label: t(kindKeys[k]) }))} />
        <Select label={t('rg.limits.period')} value={chosenPeriod} onValueChange={setPeriod} options={periods.map((p) => ({ value: p, label: t(periodKeys[p as RgLimitPeriod]) }))} />
      </Inline>
      <TextField
        label={kind === 'session' ? t('rg.limits.minutesLabel') : t('rg.limits.amountLabel')}
        inputMode={kind === 'session' ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        hint={t('rg.limits.rule')}
        error={problem}
        endSlot={kind === 'session' ? undefined : state.currency}
      />
      {save.error ? <FormMessage tone="critical">{errorMessage(t, save.error)}</FormMessage> : null}
      {changed ? <FormMessage tone="positive">{t('rg.limits.saved')}</FormMessage> : null}
      <Inline space="small">
        <Button type="submit" loading={save.isPending}>
          {t('rg.limits.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => send(null)}>
          {t('rg.limits.remove')}
        </Button>
      </Inline>
    </Stack>
  );
}
