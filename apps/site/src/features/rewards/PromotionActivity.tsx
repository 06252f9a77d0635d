import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, Inline, Spinner, Stack, Text } from '@croupier/ui';
import { rewardQueries } from '@/shared/api';
import { authDialog } from '@/shared/authDialog';
import { errorMessage } from '@/shared/errors';
import { useMoneyLocale } from '@/shared/format';
import { FormMessage } from '@/shared/FormMessage';
import { useIsLoggedIn } from '@/shared/session';
import { ActivityCard } from './ActivityCard';
import { useRewardChange } from './useRewardChange';

/**
 * A promotion's reward-center activity (issue 17): the member's status and next step through the reward
 * center's own card and calls; a visitor is asked to log in or register first.
 */
export function PromotionActivity({ activityCode }: { activityCode: string }) {
  const { t } = useTranslation();
  if (!useIsLoggedIn())
    return (
      <Stack space="small">
        <Text>{t('promotions.loginToJoin')}</Text>
        <Inline space="small">
          <Button onClick={() => authDialog.open('login')}>{t('login.title')}</Button>
          <Button variant="secondary" onClick={() => authDialog.open('register')}>
            {t('promotions.register')}
          </Button>
        </Inline>
      </Stack>
    );
  return <MemberActivity activityCode={activityCode} />;
}

function MemberActivity({ activityCode }: { activityCode: string }) {
  const { t } = useTranslation();
  const { locale } = useMoneyLocale();
  const activities = useQuery(rewardQueries.activities());
  const changed = useRewardChange();
  if (activities.isPending) return <Spinner label={t('common.loading')} />;
  if (activities.error)
    return <FormMessage tone="critical">{errorMessage(t, activities.error)}</FormMessage>;
  const activity = activities.data.find((a) => a.code === activityCode);
  if (!activity) return <Text tone="muted">{t('promotions.activityUnavailable')}</Text>;
  return <ActivityCard activity={activity} locale={locale} onChanged={changed} />;
}
