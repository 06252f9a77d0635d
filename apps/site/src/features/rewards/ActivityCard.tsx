import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import {
  Button,
  Inline,
  Stack,
  StatusPill,
  Text,
  formatAmount,
  type PillStatus,
} from '@croupier/ui';
import type { RewardActivity, RewardActivityStatus } from '@croupier/sdk';
import { rewardMutations } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { formatDateTime } from '@/shared/format';
import { FormMessage } from '@/shared/FormMessage';
import { useKitMessages } from '@/shared/kitMessages';
import { Panel } from '@/shared/MemberPageFrame';
import { ApplyDialog } from './ApplyDialog';
import { activityTexts } from './texts';
import { numberFormat } from '@/shared/numberFormat';

// 'join' has no pill: its Join button says it. A claimed check-in shows as signed (spec §4 "joined or signed").
const pillOf: Record<Exclude<RewardActivityStatus, 'join'>, PillStatus> = {
  comingSoon: 'comingSoon',
  closed: 'closed',
  inProcess: 'inProcess',
  apply: 'joined',
  applying: 'applying',
  rejected: 'rejected',
  issued: 'issued',
  claimed: 'claimed',
};

interface Props {
  activity: RewardActivity;
  locale: string;
  onChanged: () => void;
}

/** One activity of the reward center: what it asks and pays, the member's status, and the next step. */
export function ActivityCard({ activity, locale, onChanged }: Props) {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const [applying, setApplying] = useState(false);
  const [applied, setApplied] = useState(false);
  const money = (value: number) => formatAmount(value, activity.currency, locale);
  const texts = activityTexts[activity.code];
  const title = texts ? t(texts.title) : activity.code;
  const rate = numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    activity.rewardAmount / 10_000,
  );
  const description = texts
    ? t(texts.description, {
        amount: money(activity.rewardAmount),
        min: money(activity.minAmount),
        rate,
      })
    : '';

  const join = useMutation({ ...rewardMutations.joinActivity(), onSuccess: onChanged });
  const claim = useMutation({
    ...(activity.kind === 'raffle'
      ? rewardMutations.claimRaffle()
      : rewardMutations.claimActivity()),
    onSuccess: onChanged,
  });
  const error = join.error ?? claim.error;
  const { status } = activity;

  let reward: string | null = null;
  if (status === 'claimed' && activity.amount !== undefined)
    reward = t('rewards.center.claimedAmount', { amount: money(activity.amount) });
  else if (activity.kind === 'weeklyRebate')
    reward =
      activity.amount !== undefined
        ? t('rewards.center.rebateAmount', { amount: money(activity.amount) })
        : null;
  else if (activity.kind === 'raffle')
    reward = t('rewards.center.rafflePrizes', { amount: money(activity.rewardAmount) });
  else
    reward = t('rewards.center.reward', {
      amount: money(activity.amount ?? activity.rewardAmount),
    });

  const progress =
    activity.progress && (status === 'inProcess' || status === 'join')
      ? activity.progress
      : undefined;
  const shown = (value: number) => (progress?.unit === 'money' ? money(value) : String(value));

  return (
    <Panel title={title}>
      {status !== 'join' ? (
        <Inline space="small">
          <StatusPill
            status={
              activity.kind === 'dailyCheckIn' && status === 'claimed' ? 'signed' : pillOf[status]
            }
            messages={kit.statusPill}
          />
        </Inline>
      ) : null}
      <Text>{description}</Text>
      <Stack space="xsmall">
        {reward ? <Text weight="strong">{reward}</Text> : null}
        {progress ? (
          <Text tone="muted">
            {t('rewards.center.progress', {
              current: shown(Math.min(progress.current, progress.target)),
              target: shown(progress.target),
            })}
          </Text>
        ) : null}
        {status === 'comingSoon' ? (
          <Text tone="muted">
            {t('rewards.center.startsAt', { date: formatDateTime(activity.startsAt, locale) })}
          </Text>
        ) : null}
        {status === 'closed' && activity.endsAt ? (
          <Text tone="muted">
            {t('rewards.center.endedAt', { date: formatDateTime(activity.endsAt, locale) })}
          </Text>
        ) : null}
        {activity.application ? (
          <Text tone="muted">
            {t('rewards.center.yourRemark', { remark: activity.application.remark })}
          </Text>
        ) : null}
        {status === 'rejected' && activity.application?.rejectReason ? (
          <Text tone="critical">
            {t('rewards.center.rejectReason', { reason: activity.application.rejectReason })}
          </Text>
        ) : null}
      </Stack>
      {claim.isSuccess && claim.data.amount !== undefined ? (
        <FormMessage tone="positive">
          {t('rewards.center.claimed', { amount: money(claim.data.amount) })}
        </FormMessage>
      ) : null}
      {applied && status === 'applying' ? (
        <FormMessage tone="positive">{t('rewards.apply.sent')}</FormMessage>
      ) : null}
      {error ? <FormMessage tone="critical">{errorMessage(t, error)}</FormMessage> : null}
      {status === 'join' ? (
        <Inline space="small">
          <Button loading={join.isPending} onClick={() => join.mutate(activity.id)}>
            {t('rewards.center.join')}
          </Button>
        </Inline>
      ) : null}
      {status === 'issued' ? (
        <Inline space="small">
          <Button
            variant="gold"
            loading={claim.isPending}
            onClick={() => claim.mutate(activity.id)}
          >
            {activity.kind === 'raffle' ? t('rewards.center.draw') : t('rewards.center.claim')}
          </Button>
        </Inline>
      ) : null}
      {status === 'apply' || status === 'rejected' ? (
        <Inline space="small">
          <Button onClick={() => setApplying(true)}>
            {status === 'rejected' ? t('rewards.center.applyAgain') : t('rewards.center.apply')}
          </Button>
        </Inline>
      ) : null}
      {activity.requiresApplication ? (
        <ApplyDialog
          activity={activity}
          title={title}
          open={applying}
          onOpenChange={setApplying}
          onApplied={() => {
            setApplied(true);
            onChanged();
          }}
        />
      ) : null}
    </Panel>
  );
}
