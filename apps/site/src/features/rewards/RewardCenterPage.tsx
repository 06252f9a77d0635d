import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, Spinner } from '@croupier/ui';
import { Gift } from 'lucide-react';
import { rewardQueries } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { useMoneyLocale } from '@/shared/format';
import { FormMessage } from '@/shared/FormMessage';
import { MemberPageFrame, Panel } from '@/shared/MemberPageFrame';
import { ActivityCard } from './ActivityCard';
import { useRewardChange } from './useRewardChange';

/** rewardCenter (spec §2, §4): the merchant's activities and the member's way through each. */
export function RewardCenterPage() {
  const { t } = useTranslation();
  const { locale } = useMoneyLocale();
  const activities = useQuery(rewardQueries.activities());
  const changed = useRewardChange();
  return (
    <MemberPageFrame page="rewardCenter" lead={t('rewards.center.lead')}>
      {activities.error ? (
        <FormMessage tone="critical">{errorMessage(t, activities.error)}</FormMessage>
      ) : null}
      {activities.isPending ? <Spinner label={t('common.loading')} /> : null}
      {activities.data?.length === 0 ? (
        <Panel>
          <EmptyState
            icon={Gift}
            size="small"
            title={t('rewards.center.empty')}
            description={t('rewards.center.emptyText')}
            headingAs="h2"
          />
        </Panel>
      ) : null}
      {activities.data?.map((activity) => (
        <ActivityCard key={activity.id} activity={activity} locale={locale} onChanged={changed} />
      ))}
    </MemberPageFrame>
  );
}
