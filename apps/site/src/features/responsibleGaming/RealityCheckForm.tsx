import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Select, Stack } from '@croupier/ui';
import type { RealityCheckRequest, ResponsibleGaming } from '@croupier/sdk';
import { errorMessage } from '@/shared/errors';
import { FormMessage } from '@/shared/FormMessage';
import { useRgMutation } from '@/shared/rgLimits';
import { rgMutations } from '@/shared/responsibleGamingApi';

const INTERVALS = [15, 30, 45, 60, 90, 120];

/** The member's reality-check interval: a dialog with the session's time, stakes and result at each one. */
export function RealityCheckForm({ state }: { state: ResponsibleGaming }) {
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState(String(state.realityCheckMinutes ?? 'off'));
  const save = useRgMutation(rgMutations.setRealityCheck);
  const options = [{ value: 'off', label: t('rg.reality.off') }, ...INTERVALS.map((m) => ({ value: String(m), label: t('rg.limits.minutes', { minutes: m }) }))];
  return (
    <Stack space="medium">
      <Select label={t('rg.reality.interval')} value={minutes} onValueChange={setMinutes} options={options} hint={t('rg.reality.hint')} />
      {save.error ? <FormMessage tone="critical">{errorMessage(t, save.error)}</FormMessage> : null}
      {save.data && !save.isPending ? <FormMessage tone="positive">{t('rg.reality.saved')}</FormMessage> : null}
      <div>
        <Button loading={save.isPending} onClick={() => save.mutate({ minutes: (minutes === 'off' ? null : Number(minutes)) as RealityCheckRequest['minutes'] })}>
          {t('rg.reality.save')}
        </Button>
      </div>
    </Stack>
  );
}
