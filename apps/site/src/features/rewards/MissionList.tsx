import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, Heading, Inline, Stack, StatusPill, Text, formatAmount } from '@croupier/ui';
import type { Mission, MissionSummary } from '@croupier/sdk';
import { rewardMutations } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { FormMessage } from '@/shared/FormMessage';
import { useKitMessages } from '@/shared/kitMessages';
import { missionKindTexts } from './texts';

/** This week's missions: progress from the member's bets and deposits, and a claim for each completed one. */
export function MissionList({
  summary,
  locale,
  onChanged,
}: {
  summary: MissionSummary;
  locale: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const claim = useMutation({ ...rewardMutations.claimMission(), onSuccess: onChanged });
  const money = (value: number) => formatAmount(value, summary.currency, locale);
  const figure = (mission: Mission, value: number) =>
    mission.kind === 'wager' ? money(value) : String(value);
  const pill = { inProcess: 'inProcess', completed: 'issued', claimed: 'claimed' } as const;
  return (
    <Stack space="medium">
      <Text weight="strong">{t('rewards.missions.points', { points: summary.points })}</Text>
      {claim.error ? (
        <FormMessage tone="critical">{errorMessage(t, claim.error)}</FormMessage>
      ) : null}
      <Stack as="ul" space="small">
        {summary.missions.map((mission) => {
          const name = t(missionKindTexts[mission.kind], {
            target: figure(mission, mission.target),
          });
          return (
            <Box
              as="li"
              key={mission.id}
              padding="medium"
              borderRadius="medium"
              background="surfaceRaised"
            >
              <Stack space="xsmall">
                <Inline space="small" align="between" alignY="center">
                  <Heading level="3">{name}</Heading>
                  <StatusPill
                    status={pill[mission.status]}
                    size="small"
                    messages={{
                      ...kit.statusPill,
                      inProcess: t('rewards.missions.inProcess'),
                      issued: t('rewards.missions.completed'),
                      claimed: t('rewards.missions.claimed'),
                    }}
                  />
                </Inline>
                <Text tone="muted">
                  {t('rewards.missions.progress', {
                    current: figure(mission, mission.current),
                    target: figure(mission, mission.target),
                  })}
                </Text>
                <Text>
                  {t('rewards.missions.reward', {
                    amount: money(mission.rewardAmount),
                    points: mission.points,
                  })}
                </Text>
                {mission.status === 'completed' ? (
                  <Inline space="small">
                    <Button
                      variant="gold"
                      size="small"
                      loading={claim.isPending && claim.variables === mission.id}
                      onClick={() => claim.mutate(mission.id)}
                      aria-label={`${t('rewards.missions.claim')}: ${name}`}
                    >
                      {t('rewards.missions.claim')}
                    </Button>
                  </Inline>
                ) : null}
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
