import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Gift } from 'lucide-react';
import { Box, Button, EmptyState, Grid, Heading, Stack, Text, formatAmount } from '@croupier/ui';
import type { PointReward } from '@croupier/sdk';
import { pointQueries } from '@/shared/api';
import { authDialog } from '@/shared/authDialog';
import { errorMessage } from '@/shared/errors';
import { FormMessage } from '@/shared/FormMessage';
import type { LoginFlags } from '@/shared/member';
import { Panel } from '@/shared/MemberPageFrame';
import { RedeemDialog } from './RedeemDialog';
import { formatPoints } from './pointTexts';

/** The reward catalogue (MCS2_getPointReward): each reward's points and amount requirement, and Redeem. */
export function RewardCatalogue({
  flags,
  locale,
  language,
}: {
  flags: LoginFlags;
  locale: string;
  language: string;
}) {
  const { t } = useTranslation();
  const rewards = useQuery(pointQueries.rewards(language));
  const [redeeming, setRedeeming] = useState<PointReward>();
  const currency = rewards.data?.currency ?? 'BRL';
  const list = rewards.data?.list ?? [];
  const choose = (reward: PointReward) =>
    flags.isLogin ? setRedeeming(reward) : authDialog.open('login');
  return (
    <Panel title={t('points.catalogue')}>
      {rewards.error ? (
        <FormMessage tone="critical">{errorMessage(t, rewards.error)}</FormMessage>
      ) : null}
      {rewards.isPending ? <Text tone="muted">{t('common.loading')}</Text> : null}
      {rewards.data && list.length === 0 ? (
        <EmptyState icon={Gift} title={t('points.catalogueEmpty')} />
      ) : null}
      <Grid as="ul" minItemWidth="14rem" gap="medium">
        {list.map((reward) => (
          <RewardCard
            key={reward.id}
            reward={reward}
            currency={currency}
            locale={locale}
            onRedeem={() => choose(reward)}
          />
        ))}
      </Grid>
      {redeeming ? (
        <RedeemDialog
          reward={redeeming}
          currency={currency}
          locale={locale}
          isTrial={flags.isTrial}
          onOpenChange={(open) => {
            if (!open) setRedeeming(undefined);
          }}
        />
      ) : null}
    </Panel>
  );
}

function RewardCard({
  reward,
  currency,
  locale,
  onRedeem,
}: {
  reward: PointReward;
  currency: string;
  locale: string;
  onRedeem: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box as="li" background="surfaceSunken" borderRadius="medium" padding="medium">
      <Stack space="small">
        <Heading level="3">{reward.name}</Heading>
        <Text>
          {t('points.columns.pointsRequired')}:{' '}
          <strong>
            {t('points.pointsValue', { points: formatPoints(reward.pointsRequired, locale) })}
          </strong>
        </Text>
        <Text tone="muted" size="small">
          {t('points.columns.amountRequired')}:{' '}
          {reward.amountRequired > 0
            ? formatAmount(reward.amountRequired, currency, locale)
            : t('points.noAmountRequired')}
        </Text>
        <div>
          <Button
            size="small"
            onClick={onRedeem}
            aria-label={t('points.redeemFor', { name: reward.name })}
          >
            {t('points.redeem')}
          </Button>
        </div>
      </Stack>
    </Box>
  );
}
