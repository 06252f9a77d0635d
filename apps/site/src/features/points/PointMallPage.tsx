import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Heading, Stack, Tabs, Text } from '@croupier/ui';
import { pointQueries } from '@/shared/api';
import { localeOf } from '@/shared/language';
import { useLoginFlags } from '@/shared/member';
import { merchantCurrency } from '@/shared/merchant';
import { Panel } from '@/shared/MemberPageFrame';
import { PointDetails } from './PointDetails';
import { PointRules } from './PointRules';
import { PointsSummary } from './PointsSummary';
import { RedemptionHistory } from './RedemptionHistory';
import { RewardCatalogue } from './RewardCatalogue';

/**
 * The points mall (/pointMall, spec §2): current points and converting them, the reward catalogue, the
 * exchange history, the points details and the rules. Visitors see the catalogue and the rules; trial
 * members see it all but may not redeem or convert.
 */
export function PointMallPage() {
  const { t, i18n } = useTranslation();
  const flags = useLoginFlags();
  const locale = localeOf(flags.member);
  const language = i18n.language.toUpperCase();
  const config = useQuery(pointQueries.config());
  const currency = config.data?.currency ?? flags.member?.currency ?? merchantCurrency();
  return (
    <Stack space="large">
      <Stack space="xsmall">
        <Heading level="1">{t('points.title')}</Heading>
        <Text tone="muted">{t('points.lead')}</Text>
      </Stack>
      <PointsSummary flags={flags} config={config.data} locale={locale} />
      <RewardCatalogue flags={flags} locale={locale} language={language} />
      {flags.isLogin ? (
        <Panel>
          <Tabs.Root defaultValue="history">
            <Tabs.List aria-label={t('points.tabs.sections')}>
              <Tabs.Trigger value="history">{t('points.tabs.history')}</Tabs.Trigger>
              <Tabs.Trigger value="details">{t('points.tabs.details')}</Tabs.Trigger>
              <Tabs.Trigger value="rules">{t('points.tabs.rules')}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="history">
              <RedemptionHistory locale={locale} currency={currency} language={language} />
            </Tabs.Content>
            <Tabs.Content value="details">
              <PointDetails locale={locale} currency={currency} language={language} />
            </Tabs.Content>
            <Tabs.Content value="rules">
              {config.data ? <PointRules config={config.data} locale={locale} /> : null}
            </Tabs.Content>
          </Tabs.Root>
        </Panel>
      ) : (
        <Panel title={t('points.tabs.rules')}>
          {config.data ? <PointRules config={config.data} locale={locale} /> : null}
        </Panel>
      )}
    </Stack>
  );
}
