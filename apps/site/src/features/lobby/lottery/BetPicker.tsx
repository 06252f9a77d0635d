import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Stack, Text, TextField, parseAmount, formatAmount } from '@croupier/ui';
import type { LotteryBetType } from '@croupier/sdk';
import { ChoiceButtons } from '@/shared/ChoiceButtons';
import { amountText } from '@/shared/amountRules';
import { betTypeName, pickText } from './texts';
import { MIN_STAKE, normalisePick } from './selection';

export interface SlipLine {
  key: string;
  betType: string;
  selection: string;
  stakeText: string;
}

let lineSequence = 0;

/** Choose a bet type (with its odds), a pick its rule allows and a stake, and add the line to the slip. */
export function BetPicker({
  betTypes,
  currency,
  locale,
  disabled,
  onAdd,
}: {
  betTypes: LotteryBetType[];
  currency: string;
  locale: string;
  disabled: boolean;
  onAdd: (line: SlipLine) => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState(betTypes[0]?.code ?? '');
  const [pick, setPick] = useState('');
  const [stakeText, setStakeText] = useState(amountText(1000));
  const [pickError, setPickError] = useState(false);
  const [stakeError, setStakeError] = useState(false);
  const type = betTypes.find((b) => b.code === code) ?? betTypes[0];
  if (!type) return null;
  const rule = type.selection;
  const oddsText = (b: LotteryBetType) =>
    t(b.perHit ? 'betting.oddsPerHit' : 'betting.odds', {
      odds: b.odds.toLocaleString(locale),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const selection = normalisePick(rule, pick);
    const stake = parseAmount(stakeText);
    const stakeOk = stake !== null && stake >= MIN_STAKE;
    setPickError(selection === null);
    setStakeError(!stakeOk);
    if (selection === null || !stakeOk) return;
    onAdd({ key: `line-${++lineSequence}`, betType: type.code, selection, stakeText });
    if (rule.kind !== 'choice') setPick('');
  };

  const hint =
    rule.kind === 'digits'
      ? t('betting.digitsHint', { length: rule.length })
      : t('betting.numbersHint', { count: rule.count, min: rule.min, max: rule.max });
  return (
    <Stack as="form" space="medium" onSubmit={submit} noValidate>
      <ChoiceButtons
        label={t('betting.betType')}
        choices={betTypes.map((b) => ({
          value: b.code,
          label: `${betTypeName(t, b.code)} · ${oddsText(b)}`,
        }))}
        value={type.code}
        onChange={(next) => {
          setCode(next);
          setPick('');
          setPickError(false);
        }}
      />
      {rule.kind === 'choice' ? (
        <Stack space="xsmall">
          <ChoiceButtons
            label={t('betting.choice')}
            choices={(rule.options ?? []).map((o) => ({
              value: o,
              label: pickText(t, o),
            }))}
            value={pick}
            onChange={(next) => {
              setPick(next);
              setPickError(false);
            }}
          />
          {pickError ? (
            <Text tone="critical" size="small" role="alert">
              {t('betting.selectionInvalid')}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <TextField
          label={t('betting.selection')}
          inputMode="numeric"
          autoComplete="off"
          value={pick}
          onChange={(event) => {
            setPick(event.target.value);
            setPickError(false);
          }}
          hint={hint}
          error={pickError ? t('betting.selectionInvalid') : undefined}
          required
        />
      )}
      <TextField
        label={t('betting.stake')}
        inputMode="decimal"
        autoComplete="off"
        value={stakeText}
        onChange={(event) => {
          setStakeText(event.target.value);
          setStakeError(false);
        }}
        error={
          stakeError
            ? t('betting.stakeInvalid', { min: formatAmount(MIN_STAKE, currency, locale) })
            : undefined
        }
        endSlot={currency}
        required
      />
      <div>
        <Button type="submit" variant="secondary" disabled={disabled}>
          {t('betting.add')}
        </Button>
      </div>
    </Stack>
  );
}
