import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  Heading,
  Inline,
  Stack,
  Text,
  TextField,
  formatAmount,
  parseAmount,
} from '@croupier/ui';
import type { LotteryBetType } from '@croupier/sdk';
import { betTypeName, pickText } from './texts';
import { MIN_STAKE } from './selection';
import type { SlipLine } from './BetPicker';

export const stakeOf = (line: SlipLine) => parseAmount(line.stakeText);

/** The slip: each line with its own stake, the total, and placing all lines at once. */
export function BetSlip({
  lines,
  betTypes,
  currency,
  locale,
  lineErrors,
  placing,
  disabled,
  onChange,
  onRemove,
  onPlace,
}: {
  lines: SlipLine[];
  betTypes: LotteryBetType[];
  currency: string;
  locale: string;
  /** Server field errors by line index. */
  lineErrors: Record<number, 'selection' | 'stake'>;
  placing: boolean;
  disabled: boolean;
  onChange: (key: string, stakeText: string) => void;
  onRemove: (key: string) => void;
  onPlace: () => void;
}) {
  const { t } = useTranslation();
  const money = (minor: number) => formatAmount(minor, currency, locale);
  const total = lines.reduce((sum, line) => sum + (stakeOf(line) ?? 0), 0);
  const oddsOf = (code: string) => betTypes.find((b) => b.code === code)?.odds ?? 0;
  const allValid = lines.every((line) => (stakeOf(line) ?? 0) >= MIN_STAKE);
  return (
    <Stack as="section" space="medium" aria-labelledby="lottery-slip-title">
      <Heading level="3" id="lottery-slip-title">
        {t('betting.slip')}
      </Heading>
      {lines.length === 0 ? <Text tone="muted">{t('betting.slipEmpty')}</Text> : null}
      <Stack as="ul" space="small" aria-label={t('betting.slip')}>
        {lines.map((line, i) => {
          const stake = stakeOf(line);
          const stakeBad = stake === null || stake < MIN_STAKE;
          return (
            <Box
              as="li"
              key={line.key}
              padding="small"
              borderRadius="medium"
              background="surfaceRaised"
            >
              <Stack space="xsmall">
                <Text weight="medium">
                  {betTypeName(t, line.betType)}: {pickText(t, line.selection)} ·{' '}
                  {t('betting.odds', { odds: oddsOf(line.betType).toLocaleString(locale) })}
                </Text>
                {lineErrors[i] === 'selection' ? (
                  <Text tone="critical" size="small">
                    {t('betting.selectionInvalid')}
                  </Text>
                ) : null}
                <Inline space="small" alignY="bottom">
                  <TextField
                    label={t('betting.stakeFor', { line: i + 1 })}
                    inputMode="decimal"
                    autoComplete="off"
                    value={line.stakeText}
                    onChange={(event) => onChange(line.key, event.target.value)}
                    error={
                      stakeBad ? t('betting.stakeInvalid', { min: money(MIN_STAKE) }) : undefined
                    }
                    endSlot={currency}
                  />
                  <Button size="small" variant="ghost" onClick={() => onRemove(line.key)}>
                    {t('betting.remove', { line: i + 1 })}
                  </Button>
                </Inline>
              </Stack>
            </Box>
          );
        })}
      </Stack>
      <Text weight="strong">{t('betting.total', { amount: money(total) })}</Text>
      <div>
        <Button
          onClick={onPlace}
          loading={placing}
          disabled={disabled || lines.length === 0 || !allValid}
        >
          {t('betting.place')}
        </Button>
      </div>
    </Stack>
  );
}
