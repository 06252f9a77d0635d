import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Select, Stack, Text } from '@croupier/ui';
import type { ResponsibleGaming } from '@croupier/sdk';
import { errorMessage } from '@/shared/errors';
import { formatDateTime, useMoneyLocale } from '@/shared/format';
import { FormMessage } from '@/shared/FormMessage';
import { useRgMutation } from '@/shared/rgLimits';
import { rgMutations } from '@/shared/responsibleGamingApi';

// Literal keys: the message test finds used keys by their literal text.
const runningKeys = { break: 'rg.exclusion.running.break', self_exclusion: 'rg.exclusion.running.self_exclusion' } as const;

/** Take a break or self-exclude; neither can be undone early, so the member confirms first. */
export function ExclusionForm({ state }: { state: ResponsibleGaming }) {
  const { t } = useTranslation();
  const { locale } = useMoneyLocale();
  const [kind, setKind] = useState<'break' | 'self_exclusion'>('break');
  const [duration, setDuration] = useState(String(state.profile.breakDays[0] ?? 1));
  const [understood, setUnderstood] = useState(false);
  const [missing, setMissing] = useState(false);
  const start = useRgMutation(rgMutations.startExclusion);
  const options =
    kind === 'break'
      ? state.profile.breakDays.map((d) => ({ value: String(d), label: d === 1 ? t('rg.exclusion.oneDay') : t('rg.exclusion.days', { days: d }) }))
      : [...state.profile.exclusionMonths.map((m) => ({ value: String(m), label: t('rg.exclusion.months', { months: m }) })), { value: 'permanent', label: t('rg.exclusion.permanent') }];
  const chosen = options.some((o) => o.value === duration) ? duration : options[0]!.value;
  const submit = () => {
    if (!understood) return setMissing(true);
    start.mutate({ kind, duration: chosen === 'permanent' ? null : Number(chosen) });
  };
  const running = state.exclusion;
  return (
    <Stack space="medium">
      {running ? (
        <FormMessage tone="positive">
          {running.endsAt
            ? t(runningKeys[running.kind], { date: formatDateTime(running.endsAt, locale) })
            : t('rg.exclusion.runningPermanent')}
        </FormMessage>
      ) : null}
      <Text tone="muted">{t('rg.exclusion.lead')}</Text>
      <Select
        label={t('rg.exclusion.kind')}
        value={kind}
        onValueChange={(v) => setKind(v as 'break' | 'self_exclusion')}
        options={[
          { value: 'break', label: t('rg.exclusion.break') },
          { value: 'self_exclusion', label: t('rg.exclusion.selfExclusion') },
        ]}
      />
      <Select label={t('rg.exclusion.duration')} value={chosen} onValueChange={setDuration} options={options} />
      <Checkbox
        label={t('rg.exclusion.confirm')}
        checked={understood}
        onCheckedChange={(checked) => {
          setUnderstood(checked);
          setMissing(false);
        }}
        error={missing ? t('rg.exclusion.confirmMissing') : undefined}
      />
      {start.error ? <FormMessage tone="critical">{errorMessage(t, start.error)}</FormMessage> : null}
      <div>
        <Button variant="danger" loading={start.isPending} onClick={submit}>
          {kind === 'break' ? t('rg.exclusion.startBreak') : t('rg.exclusion.startSelfExclusion')}
        </Button>
      </div>
    </Stack>
  );
}
