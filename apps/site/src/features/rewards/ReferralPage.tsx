import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  AlertDialog,
  Amount,
  Button,
  CopyButton,
  DataTable,
  Inline,
  Spinner,
  Stack,
  Text,
  formatAmount,
  type DataTableColumn,
} from '@croupier/ui';
import { UserPlus } from 'lucide-react';
import { referralLink, type Referral } from '@croupier/sdk';
import { rewardMutations, rewardQueries } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { formatDateTime, useMoneyLocale } from '@/shared/format';
import { FormMessage } from '@/shared/FormMessage';
import { useKitMessages } from '@/shared/kitMessages';
import { MemberPageFrame, Panel } from '@/shared/MemberPageFrame';
import { StatList } from '@/shared/StatList';
import { useRewardChange } from './useRewardChange';

type Friend = Referral['friends'][number];

const rewardTexts = {
  none: 'rewards.referral.rewardNone',
  claimable: 'rewards.referral.rewardClaimable',
  claimed: 'rewards.referral.rewardClaimed',
} as const;

/** referral, invite friends (spec §2, §6 player accounts only): code, invite link, friends and rewards. */
export function ReferralPage() {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const { locale } = useMoneyLocale();
  const referral = useQuery(rewardQueries.referral());
  const changed = useRewardChange();
  const claim = useMutation({ ...rewardMutations.claimReferralRewards(), onSuccess: changed });
  const [copied, setCopied] = useState(false);
  const data = referral.data;
  const currency = data?.currency ?? 'BRL';
  const copyMessages = {
    copied: t('rewards.referral.copied'),
    failed: t('rewards.referral.copyFailed'),
  };
  const columns: DataTableColumn<Friend>[] = [
    { key: 'name', header: t('rewards.referral.name') },
    {
      key: 'registeredAt',
      header: t('rewards.referral.registeredAt'),
      cell: (row) => formatDateTime(row.registeredAt, locale),
    },
    {
      key: 'firstDeposit',
      header: t('rewards.referral.firstDeposit'),
      cell: (row) => (row.firstDeposit ? t('rewards.referral.yes') : t('rewards.referral.no')),
    },
    {
      key: 'reward',
      header: t('rewards.referral.reward'),
      cell: (row) => t(rewardTexts[row.reward]),
    },
  ];
  const lead = data
    ? t('rewards.referral.lead', { amount: formatAmount(data.rewardPerFriend, currency, locale) })
    : undefined;

  if (referral.error)
    return (
      <MemberPageFrame page="referral">
        <FormMessage tone="critical">{errorMessage(t, referral.error)}</FormMessage>
      </MemberPageFrame>
    );
  if (!data)
    return (
      <MemberPageFrame page="referral">
        <Spinner label={t('common.loading')} />
      </MemberPageFrame>
    );
  const link = referralLink(window.location.origin, data.code);
  return (
    <MemberPageFrame page="referral" lead={lead}>
      <Panel>
        {[
          {
            id: 'code',
            label: t('rewards.referral.code'),
            value: data.code,
            copy: t('rewards.referral.copyCode'),
          },
          {
            id: 'link',
            label: t('rewards.referral.link'),
            value: link,
            copy: t('rewards.referral.copyLink'),
          },
        ].map((row) => (
          <Stack key={row.id} space="small">
            <Text tone="muted">{row.label}</Text>
            <Inline space="small" alignY="center">
              <Text weight="strong">{row.value}</Text>
              <CopyButton
                value={row.value}
                label={row.copy}
                size="small"
                variant="secondary"
                messages={copyMessages}
                onCopied={() => setCopied(true)}
              />
            </Inline>
          </Stack>
        ))}
      </Panel>
      <Panel>
        <StatList
          items={[
            {
              id: 'earned',
              label: t('rewards.referral.earned'),
              value: <Amount value={data.earned} currency={currency} locale={locale} />,
            },
            {
              id: 'claimable',
              label: t('rewards.referral.claimable'),
              value: <Amount value={data.claimable} currency={currency} locale={locale} />,
            },
          ]}
        />
        {claim.error ? (
          <FormMessage tone="critical">{errorMessage(t, claim.error)}</FormMessage>
        ) : null}
        {data.claimable > 0 ? (
          <Inline space="small">
            <Button
              variant="gold"
              loading={claim.isPending}
              onClick={() => claim.mutate(undefined)}
            >
              {t('rewards.referral.claim')}
            </Button>
          </Inline>
        ) : null}
      </Panel>
      <Panel title={t('rewards.referral.friends')} region={false}>
        <DataTable
          caption={t('rewards.referral.friends')}
          columns={columns}
          rows={data.friends}
          getRowId={(row) => `${row.name}-${row.registeredAt}`}
          emptyIcon={UserPlus}
          messages={{
            ...kit.dataTable,
            empty: t('rewards.referral.friendsEmpty'),
            emptyDescription: t('rewards.referral.friendsEmptyText'),
          }}
        />
      </Panel>
      {/* §8 "Copy success" */}
      <AlertDialog
        acknowledge
        open={copied}
        onOpenChange={setCopied}
        title={t('rewards.referral.copySuccess')}
        description={t('rewards.referral.copySuccessText')}
        confirmLabel={t('rewards.referral.ok')}
        onConfirm={() => setCopied(false)}
      />
    </MemberPageFrame>
  );
}
