import { useTranslation } from 'react-i18next';
import { Amount } from '@croupier/ui';
import type { ContractTerms } from '@croupier/sdk';
import { StatList } from '@/shared/StatList';
import { formatRate, periodLabel } from './labels';

/** Spec §3 contract terms: rate, active members, period valid bet and profit/loss, bet amount, period. */
export function ContractTermsList({
  terms,
  currency,
  locale,
}: {
  terms: ContractTerms;
  currency: string;
  locale: string;
}) {
  const { t } = useTranslation();
  const money = (value: number) => <Amount value={value} currency={currency} locale={locale} />;
  return (
    <StatList
      items={[
        { id: 'rate', label: t('contracts.terms.rate'), value: formatRate(terms.rateBps, locale) },
        {
          id: 'activeMembers',
          label: t('contracts.terms.activeMembers'),
          value: terms.activeMembers,
        },
        {
          id: 'periodValidBet',
          label: t('contracts.terms.periodValidBet'),
          value: money(terms.periodValidBet),
        },
        {
          id: 'periodProfitLoss',
          label: t('contracts.terms.periodProfitLoss'),
          value: money(terms.periodProfitLoss),
        },
        { id: 'betAmount', label: t('contracts.terms.betAmount'), value: money(terms.betAmount) },
        {
          id: 'period',
          label: t('contracts.terms.period'),
          value: periodLabel(t, terms.period),
        },
      ]}
    />
  );
}
