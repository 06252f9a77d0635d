import { useTranslation } from 'react-i18next';
import { Button, Inline, Stack, TextField, formatAmount } from '@croupier/ui';
import { amountText, type AmountLimits, type AmountProblem } from './amountRules';

interface Props {
  value: string;
  onChange: (value: string) => void;
  limits: AmountLimits;
  currency: string;
  locale: string;
  problem?: AmountProblem;
  /** Quick picks in minor units. */
  presets?: readonly number[];
  label?: string;
  /** Leave the limits out of the hint (a wallet transfer has none of its own). */
  hideLimits?: boolean;
}

/** An amount in the merchant currency with its limits as the hint, and quick picks. */
export function AmountField({ value, onChange, limits, currency, locale, problem, presets = [], label, hideLimits = false }: Props) {
  const { t } = useTranslation();
  const money = (minor: number) => formatAmount(minor, currency, locale);
  const messages: Record<AmountProblem, string> = {
    required: t('wallet.amountRequired'),
    format: t('wallet.amountFormat'),
    min: t('wallet.amountMin', { min: money(limits.min) }),
    max: t('wallet.amountMax', { max: money(limits.max) }),
    balance: t('errors.insufficient_balance'),
  };
  return (
    <Stack space="small">
      <TextField
        label={label ?? t('wallet.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        hint={hideLimits ? undefined : t('wallet.limits', { min: money(limits.min), max: money(limits.max) })}
        error={problem ? messages[problem] : undefined}
        endSlot={currency}
        required
      />
      {presets.length > 0 ? (
        <Inline space="xsmall">
          {presets.map((preset) => (
            <Button key={preset} size="small" variant="secondary" aria-pressed={value === amountText(preset)} onClick={() => onChange(amountText(preset))}>
              {money(preset)}
            </Button>
          ))}
        </Inline>
      ) : null}
    </Stack>
  );
}
