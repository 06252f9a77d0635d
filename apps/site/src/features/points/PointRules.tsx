import { useTranslation } from 'react-i18next';
import { Stack, Text, formatAmount } from '@croupier/ui';
import type { PointConfig } from '@croupier/sdk';
import { formatPoints, pointTypeKeys } from './pointTexts';

/** The rules, from the merchant's own rates (MCS2_getPointConfig); points never expire (spec §9). */
export function PointRules({ config, locale }: { config: PointConfig; locale: string }) {
  const { t } = useTranslation();
  const money = (minor: number) => formatAmount(minor, config.currency, locale);
  return (
    <Stack space="medium">
      <Text>{t('points.rules.earn')}</Text>
      <Stack as="ul" space="xsmall">
        {config.rates.map((rate) => (
          <Text as="li" key={rate.pointType}>
            {t('points.rules.rate', {
              type: t(pointTypeKeys[rate.pointType]),
              points: formatPoints(rate.points, locale),
              unit: money(config.unit),
            })}
          </Text>
        ))}
      </Stack>
      <Text>{t('points.rules.redeem')}</Text>
      <Text>{t('points.rules.amount')}</Text>
      <Text>
        {t('points.rules.convert', {
          points: formatPoints(config.exchangeRate, locale),
          amount: money(config.unit),
          min: formatPoints(config.minConvert, locale),
        })}
      </Text>
      <Text>{t('points.rules.password')}</Text>
      <Text weight="strong">{t('points.rules.expire')}</Text>
    </Stack>
  );
}
