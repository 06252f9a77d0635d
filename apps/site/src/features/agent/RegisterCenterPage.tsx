import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  CopyButton,
  Inline,
  PasswordField,
  RadioGroup,
  Stack,
  Text,
  TextField,
} from '@croupier/ui';
import { agentKeys, isCroupierApiError, type AgentRegisterRequest } from '@croupier/sdk';
import { agentMutations } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { FormMessage } from '@/shared/FormMessage';
import { Panel } from '@/shared/MemberPageFrame';
import { AgentPageFrame } from './AgentPageFrame';

type Field = 'username' | 'password' | 'confirmPassword';

/** registerCenter (spec §2 add account): a member or sub-agent directly under me, with the merchant's register rules. */
export function RegisterCenterPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<AgentRegisterRequest>({
    username: '',
    password: '',
    confirmPassword: '',
    nickname: '',
    accountType: 'member',
  });
  const register = useMutation({
    ...agentMutations.registerDownline(),
    onSuccess: () => {
      setForm((current) => ({
        ...current,
        username: '',
        password: '',
        confirmPassword: '',
        nickname: '',
      }));
      void queryClient.invalidateQueries({ queryKey: agentKeys.members });
      void queryClient.invalidateQueries({ queryKey: agentKeys.overview });
    },
  });
  const serverErrors = isCroupierApiError(register.error, 'validation_failed')
    ? register.error.fieldErrors
    : undefined;
  const fieldError = (field: Field) => {
    const error = serverErrors?.[field];
    if (!error) return undefined;
    if (error.rule === 'required') return t('register.rules.required');
    if (error.rule === 'mismatch') return t('register.rules.mismatch');
    const rule = field === 'confirmPassword' ? 'password' : field;
    return t(`register.rules.${rule}`)
      .replace('(min)', String(error.min ?? ''))
      .replace('(max)', String(error.max ?? ''));
  };
  const set = (field: keyof AgentRegisterRequest) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate({ ...form, nickname: form.nickname?.trim() || undefined });
  };
  const created = register.data;
  return (
    <AgentPageFrame page="registerCenter" lead={t('agent.register.lead')}>
      <Panel>
        <Stack as="form" space="medium" onSubmit={submit} noValidate>
          <RadioGroup
            label={t('agent.register.accountType')}
            value={form.accountType}
            onValueChange={(value) =>
              setForm((current) => ({
                ...current,
                accountType: value as AgentRegisterRequest['accountType'],
              }))
            }
            options={[
              { value: 'member', label: t('agent.member') },
              { value: 'agent', label: t('agent.subAgent') },
            ]}
          />
          <TextField
            label={t('agent.register.username')}
            value={form.username}
            onChange={set('username')}
            autoComplete="off"
            error={fieldError('username')}
            required
          />
          <TextField
            label={t('agent.register.nickname')}
            value={form.nickname ?? ''}
            onChange={set('nickname')}
            autoComplete="off"
          />
          <PasswordField
            label={t('agent.register.password')}
            value={form.password}
            onChange={set('password')}
            autoComplete="new-password"
            error={fieldError('password')}
            required
          />
          <PasswordField
            label={t('agent.register.confirmPassword')}
            value={form.confirmPassword}
            onChange={set('confirmPassword')}
            autoComplete="new-password"
            error={fieldError('confirmPassword')}
            required
          />
          {register.error && !serverErrors ? (
            <FormMessage tone="critical">{errorMessage(t, register.error)}</FormMessage>
          ) : null}
          <div>
            <Button type="submit" loading={register.isPending}>
              {t('agent.register.submit')}
            </Button>
          </div>
        </Stack>
      </Panel>
      {created ? (
        <Panel>
          <Inline space="medium" alignY="center">
            <Text role="status">{t('agent.register.done', { account: created.account })}</Text>
            <CopyButton
              value={created.account}
              label={t('agent.register.copy', { account: created.account })}
              messages={{
                copied: t('agent.register.copied'),
                failed: t('rewards.referral.copyFailed'),
              }}
            />
          </Inline>
        </Panel>
      ) : null}
    </AgentPageFrame>
  );
}
