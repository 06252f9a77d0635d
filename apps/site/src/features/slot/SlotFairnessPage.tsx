import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Heading, Stack } from '@croupier/ui';
import { slotKeys } from '@croupier/sdk';
import { errorMessage } from '@/shared/errors';
import { FormMessage } from '@/shared/FormMessage';
import { localeOf } from '@/shared/language';
import { useLoginFlags } from '@/shared/member';
import { FairnessPanel, type FairnessPanelProps } from './FairnessPanel';
import { slotMutations, slotQueries } from './slotApi';

/** /slot/fairness (signed in): the member's slot seeds and spins, wired to the SDK (issue 14). */
export function SlotFairnessPage() {
  const { t } = useTranslation();
  const locale = localeOf(useLoginFlags().member);
  const queryClient = useQueryClient();
  const fairness = useQuery(slotQueries.fairness());
  const [outcome, setOutcome] = useState<FairnessPanelProps['outcome']>();
  const done = (text: string) => () => {
    setOutcome({ tone: 'positive', text });
    void queryClient.invalidateQueries({ queryKey: slotKeys.fairness });
  };
  const failed = (error: unknown) => setOutcome({ tone: 'critical', text: errorMessage(t, error) });
  const setSeed = useMutation({
    ...slotMutations.setClientSeed(),
    onSuccess: (change) =>
      done(change.revealed ? t('slot.fair.rotated') : t('slot.fair.clientSeedSaved'))(),
    onError: failed,
  });
  const rotate = useMutation({
    ...slotMutations.rotateSeed(),
    onSuccess: done(t('slot.fair.rotated')),
    onError: failed,
  });

  return (
    <Stack space="large">
      <Heading level="1">{t('slot.fair.title')}</Heading>
      {fairness.data ? (
        <FairnessPanel
          fairness={fairness.data}
          locale={locale}
          busy={setSeed.isPending || rotate.isPending}
          outcome={outcome}
          onSaveClientSeed={(clientSeed) => setSeed.mutate({ clientSeed })}
          onRotate={() => rotate.mutate(undefined)}
        />
      ) : fairness.error ? (
        <FormMessage tone="critical">{errorMessage(t, fairness.error)}</FormMessage>
      ) : null}
    </Stack>
  );
}
