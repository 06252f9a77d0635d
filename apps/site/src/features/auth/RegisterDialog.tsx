import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, FieldRulesForm, Inline, Text, type FieldValues, type RuleField } from '@croupier/ui';
import { isCroupierApiError, type FieldErrors } from '@croupier/sdk';
import { paths } from '@/config/paths';
import { mutations } from '@/shared/api';
import { authDialog } from '@/shared/authDialog';
import { errorMessage } from '@/shared/errors';
import { registerFields, registerPatternIds } from './registerFields';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Registration (spec §4): terms ticked by default, every field validated, then register, log in and go to /. */
export function RegisterDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formKey, setFormKey] = useState(0);
  const register = useMutation({
    ...mutations.register(),
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      authDialog.close();
      setFormKey((k) => k + 1);
      navigate(paths.home.path);
    },
  });

  const fields = useMemo<RuleField[]>(() => registerFields(t), [t]);
  const messages = useMemo(
    () => ({
      patterns: {
        [registerPatternIds.username]: t('register.rules.username'),
        [registerPatternIds.password]: t('register.rules.password'),
      },
      fallback: t('register.rules.required'),
      mustAccept: t('register.rules.terms'),
      mismatch: t('register.rules.mismatch'),
      submit: t('register.submit'),
    }),
    [t],
  );

  // The server re-checks every rule; its answers show under the fields they concern.
  const error = register.error;
  const fieldErrors = useMemo(() => {
    if (!isCroupierApiError(error)) return undefined;
    if (error.code === 'account_exists') return { username: t('errors.account_exists') };
    return error.fieldErrors ? serverFieldMessages(error.fieldErrors, fields, messages.patterns, t) : undefined;
  }, [error, fields, messages.patterns, t]);
  const formError = error && !fieldErrors ? errorMessage(t, error) : undefined;

  const submit = (values: FieldValues) =>
    register.mutate({
      username: String(values.username).trim(),
      password: String(values.password),
      confirmPassword: String(values.confirmPassword),
      termsAccepted: values.terms === true,
      registerMethod: 'WEB',
    });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          register.reset();
          onClose();
        }
      }}
    >
      <Dialog.Content size="small">
        <Dialog.Title>{t('register.title')}</Dialog.Title>
        <Dialog.Description>{t('register.description')}</Dialog.Description>
        <FieldRulesForm
          key={formKey}
          aria-label={t('register.title')}
          fields={fields}
          defaultValues={{ terms: true }}
          onSubmit={submit}
          submitting={register.isPending}
          fieldErrors={fieldErrors}
          formError={formError}
          messages={messages}
        />
        <Inline space="xsmall" align="center">
          <Text tone="muted" size="small">
            {t('register.haveAccount')}
          </Text>
          <Button variant="ghost" size="small" onClick={() => authDialog.open('login')}>
            {t('register.loginLink')}
          </Button>
        </Inline>
      </Dialog.Content>
    </Dialog.Root>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** A server field error in the words the form would have used itself. */
function serverFieldMessages(errors: FieldErrors, fields: RuleField[], patterns: Record<string, string>, t: Translate) {
  const out: Record<string, string> = {};
  for (const [name, fieldError] of Object.entries(errors)) {
    const field = fields.find((f) => f.name === name);
    if (fieldError.rule === 'mismatch') out[name] = t('register.rules.mismatch');
    else if (fieldError.rule === 'terms') out[name] = t('register.rules.terms');
    else {
      const template = (field?.rules.patternId && patterns[field.rules.patternId]) || t('register.rules.required');
      out[name] = template.replace('(min)', String(fieldError.min ?? field?.rules.minLength ?? '')).replace('(max)', String(fieldError.max ?? field?.rules.maxLength ?? ''));
    }
  }
  return out;
}
