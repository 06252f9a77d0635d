import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog, FieldRulesForm, Skeleton, type RuleField } from '@croupier/ui';
import { isCroupierApiError, type RegisterSettings } from '@croupier/sdk';
import { paths } from '@/config/paths';
import { accountMutations, registerSettingsQuery } from '@/shared/accountApi';
import { queries } from '@/shared/api';
import { authDialog } from '@/shared/authDialog';
import { errorMessage } from '@/shared/errors';
import { FormMessage } from '@/shared/FormMessage';
import { serverFieldMessages, useRuleMessages } from './ruleMessages';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The merchant's password rule, which every new password follows (the server checks the same). */
export function newPasswordFields(settings: RegisterSettings, labels: { password: string; confirm: string }): RuleField[] {
  const config = settings.fields.find((f) => f.name === 'password');
  const rules = config
    ? { required: true, minLength: config.minLength, maxLength: config.maxLength, acceptedPattern: config.acceptedPattern, patternId: config.patternId }
    : { required: true };
  return [
    { name: 'newPassword', label: labels.password, type: 'password', autoComplete: 'new-password', rules },
    { name: 'confirmNewPassword', label: labels.confirm, type: 'password', autoComplete: 'new-password', confirms: 'newPassword', rules: { required: true } },
  ];
}

/**
 * Change password (spec §4, §5): old password (skipped when held from the login that asked for the
 * change), new password and confirmation; then member info reloads, the modal closes, home. The
 * server ends the member's other sessions.
 */
export function ChangePasswordDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const messages = useRuleMessages(t('account.change.submit'));
  const settings = useQuery({ ...registerSettingsQuery(), enabled: open });
  const [formKey, setFormKey] = useState(0);
  const held = open ? authDialog.heldPassword() : undefined;
  const change = useMutation({
    ...accountMutations.changePassword(),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queries.memberInfo().queryKey });
      authDialog.close();
      setFormKey((k) => k + 1);
      navigate(paths.home.path);
    },
  });

  const fields: RuleField[] = settings.data
    ? [
        ...(held === undefined
          ? [{ name: 'oldPassword', label: t('account.change.oldPassword'), type: 'password' as const, autoComplete: 'current-password', rules: { required: true } }]
          : []),
        ...newPasswordFields(settings.data, { password: t('account.change.newPassword'), confirm: t('account.change.confirmNewPassword') }),
      ]
    : [];
  const error = change.error;
  const fieldErrors = isCroupierApiError(error) && error.fieldErrors ? serverFieldMessages(t, error.fieldErrors, fields) : undefined;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          change.reset();
          setFormKey((k) => k + 1);
          onClose();
        }
      }}
    >
      <Dialog.Content size="small">
        <Dialog.Title>{t('account.change.title')}</Dialog.Title>
        <Dialog.Description>{t(held === undefined ? 'account.change.description' : 'account.change.forcedDescription')}</Dialog.Description>
        {settings.error ? (
          <FormMessage tone="critical">{errorMessage(t, settings.error)}</FormMessage>
        ) : !settings.data ? (
          <Skeleton height="200px" />
        ) : (
          <FieldRulesForm
            key={formKey}
            aria-label={t('account.change.title')}
            fields={fields}
            onSubmit={(values) =>
              change.mutate({
                oldPassword: held ?? String(values.oldPassword ?? ''),
                newPassword: String(values.newPassword ?? ''),
                confirmNewPassword: String(values.confirmNewPassword ?? ''),
              })
            }
            submitting={change.isPending}
            fieldErrors={fieldErrors}
            formError={error && !fieldErrors ? errorMessage(t, error) : undefined}
            messages={messages}
          />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
