import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Stack, Text } from '@croupier/ui';
import { errorMessage } from '@/shared/errors';
import { FormMessage } from '@/shared/FormMessage';
import { MemberPageFrame, Panel } from '@/shared/MemberPageFrame';
import { ExclusionForm } from './ExclusionForm';
import { LimitForm, LimitList } from './Limits';
import { RealityCheckForm } from './RealityCheckForm';
import { rgQueries } from '@/shared/responsibleGamingApi';

/**
 * responsibleGaming (issue 15): the member's limits (deposits, losses, stakes, session time), reality
 * check, take a break and self-exclusion, under the merchant's jurisdiction profile.
 */
export function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const state = useQuery(rgQueries.state());
  const data = state.data;
  return (
    <MemberPageFrame page="responsibleGaming" lead={t('rg.lead')}>
      {state.error ? <FormMessage tone="critical">{errorMessage(t, state.error)}</FormMessage> : null}
      {state.isPending ? <Text tone="muted">{t('common.loading')}</Text> : null}
      {data ? (
        <>
          <Panel title={t('rg.profile.title')}>
            <Stack space="small">
              <Text>{data.profile.mandatory.length > 0 ? t('rg.profile.mandatory') : t('rg.profile.offered')}</Text>
              {data.profile.idleMinutes !== null ? <Text>{t('rg.profile.idle', { minutes: data.profile.idleMinutes })}</Text> : null}
              {!data.profile.realMoney ? <Text>{t('errors.real_money_disabled')}</Text> : null}
              <Text>
                {t('rg.profile.help')}{' '}
                <Link href={data.profile.helpOrganisation.url} target="_blank" rel="noreferrer">
                  {data.profile.helpOrganisation.name}
                </Link>
              </Text>
            </Stack>
          </Panel>
          <Panel title={t('rg.limits.title')}>
            <LimitList state={data} />
            <LimitForm state={data} />
          </Panel>
          <Panel title={t('rg.reality.title')}>
            <RealityCheckForm state={data} />
          </Panel>
          <Panel title={t('rg.exclusion.title')}>
            <ExclusionForm state={data} />
          </Panel>
        </>
      ) : null}
    </MemberPageFrame>
  );
}
