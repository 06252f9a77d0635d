import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Inline, Stack, Text, TextField } from '@croupier/ui';
import type { RgLimitRequest } from '@croupier/sdk';
import { errorMessage } from '@/shared/errors';
import { FormMessage } from '@/shared/FormMessage';
import { parseLimit, periodKeys } from '@/shared/rgLimits';

type MoneyPeriod = 'day' | 'week' | 'month';

interface Props {
  /** mandatory: at least one deposit limit before going on; offered: the step can be skipped. */
  mode: 'offered' | 'mandatory';
  currency: string;
  /** The profile's limit periods (24 hours, 7 days, 30 days). */
  periods: readonly MoneyPeriod[];
  /** Saves one limit through the responsible-gaming limits API. */
  save: (limit: RgLimitRequest) => Promise<unknown>;
  onDone: () => void;
}

type Field = `deposit-${MoneyPeriod}` | 'loss-month';

/**
 * Registration's "Set your limits" step (issue 15), where the merchant's jurisdiction profile asks for
 * it: deposit limits per period and an optional 30-day loss limit, saved as the Responsible gaming page
 * does. The dialog around it says why (its description).
 */
export function RegisterLimitsStep({ mode, currency, periods, save, onDone }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Partial<Record<Field, string>>>({});
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const fields: { name: Field; kind: 'deposit' | 'loss'; period: MoneyPeriod; label: string }[] = [
    ...periods.map((period) => ({
      name: `deposit-${period}` as const,
      kind: 'deposit' as const,
      period,
      label: t('rg.registration.deposit', { period: t(periodKeys[period]) }),
    })),
    { name: 'loss-month', kind: 'loss', period: 'month', label: t('rg.registration.loss', { period: t(periodKeys.month) }) },
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const filled = fields.filter((f) => (values[f.name] ?? '').trim() !== '');
    const found: Partial<Record<Field, string>> = {};
    for (const f of filled) if (parseLimit(f.kind, values[f.name]!) === null) found[f.name] = t('rg.limits.amountInvalid');
    const firstDeposit = fields[0]!.name;
    if (mode === 'mandatory' && !filled.some((f) => f.kind === 'deposit')) found[firstDeposit] = t('rg.registration.depositRequired');
    else if (filled.length === 0) found[firstDeposit] = t('rg.registration.nothing');
    setProblems(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      for (const f of filled) await save({ kind: f.kind, period: f.period, amount: parseLimit(f.kind, values[f.name]!) });
      onDone();
    } catch (error) {
      setFailure(errorMessage(t, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack as="form" space="medium" onSubmit={(event) => void submit(event)} noValidate aria-label={t('rg.registration.title')}>
      {fields.map((f) => (
        <TextField
          key={f.name}
          label={f.label}
          inputMode="decimal"
          autoComplete="off"
          value={values[f.name] ?? ''}
          onChange={(event) => setValues({ ...values, [f.name]: event.target.value })}
          error={problems[f.name]}
          endSlot={currency}
        />
      ))}
      <Text tone="muted" size="small">
        {t('rg.limits.rule')}
      </Text>
      {failure ? <FormMessage tone="critical">{failure}</FormMessage> : null}
      <Inline space="small">
        <Button type="submit" loading={saving}>
          {t('rg.registration.save')}
        </Button>
        {mode === 'offered' ? (
          <Button type="button" variant="secondary" onClick={onDone}>
            {t('rg.registration.skip')}
          </Button>
        ) : null}
      </Inline>
    </Stack>
  );
}
