import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Grid, Stack, Text, TextField } from '@croupier/ui';
import { isCroupierApiError, keys, memberCenterKeys, type FieldError, type ProfileLabel } from '@croupier/sdk';
import { memberCenterMutations, memberCenterQueries } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { FormMessage } from '@/shared/FormMessage';
import { Panel } from '@/shared/MemberPageFrame';
import { profileLabels } from './profileLabels';

/** The profile labels the merchant enables (spec §3); identity fields lock once set, so they show read-only. */
export function ProfileSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const profile = useQuery(memberCenterQueries.profile());
  const [edits, setEdits] = useState<Partial<Record<ProfileLabel, string>>>({});
  const [missing, setMissing] = useState<ProfileLabel[]>([]);
  const save = useMutation({
    ...memberCenterMutations.updateProfile(),
    onSuccess: () => {
      setEdits({});
      void queryClient.invalidateQueries({ queryKey: memberCenterKeys.profile });
      void queryClient.invalidateQueries({ queryKey: keys.memberInfo });
    },
  });

  const serverErrors = isCroupierApiError(save.error, 'validation_failed') ? save.error.fieldErrors : undefined;
  const fieldError = (label: ProfileLabel): string | undefined => {
    if (missing.includes(label)) return t('security.required');
    const error: FieldError | undefined = serverErrors?.[label];
    if (!error) return undefined;
    if (error.rule === 'required') return t('security.required');
    if (label === 'birthday') return t('security.birthdayRule');
    if (error.rule === 'length') return t('security.lengthRule', { min: error.min, max: error.max });
    return t('security.patternRule');
  };

  if (profile.error) return <Panel title={t('security.profileTitle')}><FormMessage tone="critical">{errorMessage(t, profile.error)}</FormMessage></Panel>;
  if (!profile.data) return <Panel title={t('security.profileTitle')}><Text tone="muted">{t('common.loading')}</Text></Panel>;

  const fields = profile.data.fields;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = fields.filter((f) => f.editable && f.required && !(edits[f.label] ?? f.value).trim()).map((f) => f.label);
    setMissing(empty);
    const changed = Object.fromEntries(Object.entries(edits).filter(([label, value]) => value !== fields.find((f) => f.label === label)?.value));
    if (empty.length === 0 && Object.keys(changed).length > 0) save.mutate({ values: changed });
  };

  return (
    <Panel title={t('security.profileTitle')}>
      <Stack as="form" space="medium" onSubmit={submit} noValidate>
        <Grid columns={[1, 2]} gap="medium">
          {fields.map((field) => (
            <TextField
              key={field.label}
              label={t(profileLabels[field.label])}
              value={edits[field.label] ?? field.value}
              readOnly={!field.editable}
              hint={!field.editable ? t('security.locked') : field.label === 'birthday' ? t('security.birthdayHint') : undefined}
              required={field.required}
              maxLength={field.maxLength}
              error={fieldError(field.label)}
              onChange={(event) => setEdits((current) => ({ ...current, [field.label]: event.target.value }))}
            />
          ))}
        </Grid>
        {save.error && !serverErrors ? <FormMessage tone="critical">{errorMessage(t, save.error)}</FormMessage> : null}
        {save.isSuccess ? <FormMessage tone="positive">{t('security.profileSaved')}</FormMessage> : null}
        <div>
          <Button type="submit" loading={save.isPending} disabled={!fields.some((f) => f.editable)}>
            {t('security.saveProfile')}
          </Button>
        </div>
      </Stack>
    </Panel>
  );
}
