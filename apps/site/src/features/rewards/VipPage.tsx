import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Badge,
  Box,
  Button,
  Inline,
  Spinner,
  Stack,
  StatusPill,
  Text,
  formatAmount,
} from '@croupier/ui';
import type { VipLevel, VipStatus } from '@croupier/sdk';
import { rewardMutations, rewardQueries } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { useMoneyLocale } from '@/shared/format';
import { FormMessage } from '@/shared/FormMessage';
import { useKitMessages } from '@/shared/kitMessages';
import { MemberPageFrame, Panel } from '@/shared/MemberPageFrame';
import { vipLevelName } from '@/shared/vipLevels';
import { useRewardChange } from './useRewardChange';

/** A labelled bar of how far one requirement is met; its accessible value reads "R$ 50.00 of R$ 100.00". */
function Requirement({
  label,
  current,
  target,
  money,
}: {
  label: string;
  current: number;
  target: number;
  money: (v: number) => string;
}) {
  const { t } = useTranslation();
  const amounts = t('vip.progress.amounts', { current: money(current), target: money(target) });
  return (
    <Stack space="xxsmall">
      <Inline space="small" alignY="center">
        <Text weight="medium">{label}</Text>
        <Text tone="muted" numeric>
          {amounts}
        </Text>
      </Inline>
      <Box
        as="progress"
        width="full"
        value={Math.min(current, target)}
        max={Math.max(target, 1)}
        aria-label={label}
        aria-valuetext={amounts}
      />
    </Stack>
  );
}

/** The member's level and the bars towards the next one. */
function Standing({ vip, money }: { vip: VipStatus; money: (v: number) => string }) {
  const { t } = useTranslation();
  const current = vip.levels.find((l) => l.level === vip.level);
  const next = vip.levels.find((l) => l.level === vip.nextLevel);
  return (
    <Panel title={t('vip.standing.title')}>
      <Text size="large" weight="strong">
        {current
          ? t('vip.standing.level', { name: vipLevelName(t, current.name), level: current.level })
          : t('vip.standing.none')}
      </Text>
      {next ? (
        <Stack space="medium">
          <Text>{t('vip.standing.toNext', { name: vipLevelName(t, next.name) })}</Text>
          <Requirement
            label={t('vip.progress.deposits')}
            current={vip.deposits}
            target={next.depositThreshold}
            money={money}
          />
          <Requirement
            label={t('vip.progress.validBets')}
            current={vip.validBets}
            target={next.validBetThreshold}
            money={money}
          />
        </Stack>
      ) : (
        <Text>{t('vip.standing.top')}</Text>
      )}
    </Panel>
  );
}

/** vip (spec §1 "VIP bonus"): the merchant's levels, the member's progress, and each level-up bonus to claim in the reward center's way. */
export function VipPage() {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const { locale } = useMoneyLocale();
  const vip = useQuery(rewardQueries.vip());
  const changed = useRewardChange();
  const claim = useMutation({ ...rewardMutations.claimActivity(), onSuccess: changed });
  const money = (value: number) => formatAmount(value, vip.data?.currency ?? 'BRL', locale);

  const level = (l: VipLevel) => {
    const name = vipLevelName(t, l.name);
    return (
      <Box
        as="li"
        key={l.level}
        display="flex"
        flexDirection="column"
        gap="xsmall"
        aria-current={l.level === vip.data?.level ? 'step' : undefined}
      >
        <Inline space="small" alignY="center">
          <Text weight="strong">{t('vip.ladder.level', { name, level: l.level })}</Text>
          {l.level === vip.data?.level ? (
            <Badge tone="gold">{t('vip.ladder.current')}</Badge>
          ) : null}
          {l.bonusStatus === 'claimable' ? (
            <StatusPill status="issued" messages={kit.statusPill} />
          ) : null}
          {l.bonusStatus === 'claimed' ? (
            <StatusPill status="claimed" messages={kit.statusPill} />
          ) : null}
        </Inline>
        <Text tone="muted">
          {t('vip.ladder.requires', {
            deposits: money(l.depositThreshold),
            validBets: money(l.validBetThreshold),
          })}
        </Text>
        <Text>{t('vip.ladder.bonus', { amount: money(l.bonus) })}</Text>
        {l.bonusStatus === 'claimable' ? (
          <Inline space="small">
            <Button
              variant="gold"
              loading={claim.isPending && claim.variables === l.activityId}
              onClick={() => claim.mutate(l.activityId)}
            >
              {t('vip.ladder.claim', { name })}
            </Button>
          </Inline>
        ) : null}
      </Box>
    );
  };

  return (
    <MemberPageFrame page="vip" lead={t('vip.lead')}>
      {vip.error ? <FormMessage tone="critical">{errorMessage(t, vip.error)}</FormMessage> : null}
      {vip.isPending ? <Spinner label={t('common.loading')} /> : null}
      {vip.data ? <Standing vip={vip.data} money={money} /> : null}
      {claim.isSuccess && claim.data.amount !== undefined ? (
        <FormMessage tone="positive">
          {t('rewards.center.claimed', { amount: money(claim.data.amount) })}
        </FormMessage>
      ) : null}
      {claim.error ? (
        <FormMessage tone="critical">{errorMessage(t, claim.error)}</FormMessage>
      ) : null}
      {vip.data ? (
        <Panel title={t('vip.ladder.title')}>
          <Stack as="ol" space="large">
            {vip.data.levels.map(level)}
          </Stack>
        </Panel>
      ) : null}
    </MemberPageFrame>
  );
}
