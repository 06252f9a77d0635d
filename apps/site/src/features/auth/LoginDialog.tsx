import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Inline, PasswordField, Stack, Text, TextField } from '@croupier/ui';
import { paths } from '@/config/paths';
import { mutations } from '@/shared/api';
import { authDialog } from '@/shared/authDialog';
import { errorMessage } from '@/shared/errors';
import { FormAlert } from './FormAlert';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Login by username (spec §4, §5): both fields required and trimmed; success goes to /. */
export function LoginDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({});
  const login = useMutation({
    ...mutations.login(),
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      setPassword('');
      authDialog.close();
      navigate(paths.home.path);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = {
      username: username.trim() ? undefined : t('login.usernameRequired'),
      password: password.trim() ? undefined : t('login.passwordRequired'),
    };
    setFieldErrors(errors);
    if (errors.username || errors.password) return;
    login.mutate({ username: username.trim(), password: password.trim(), type: 'username' });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          login.reset();
          setFieldErrors({});
          onClose();
        }
      }}
    >
      <Dialog.Content size="small">
        <Dialog.Title>{t('login.title')}</Dialog.Title>
        <Dialog.Description>{t('login.description')}</Dialog.Description>
        <form onSubmit={submit} noValidate>
          <Stack space="medium">
            {login.error ? <FormAlert>{errorMessage(t, login.error)}</FormAlert> : null}
            <TextField
              label={t('login.username')}
              name="username"
              autoComplete="username"
              required
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              error={fieldErrors.username}
            />
            <PasswordField
              label={t('login.password')}
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={fieldErrors.password}
            />
            <Button type="submit" fullWidth size="large" loading={login.isPending}>
              {login.isPending ? t('login.submitting') : t('login.submit')}
            </Button>
            <Button variant="ghost" size="small" onClick={() => authDialog.open('forgotPassword')}>
              {t('account.forgot.link')}
            </Button>
            <Inline space="xsmall" align="center">
              <Text tone="muted" size="small">
                {t('login.noAccount')}
              </Text>
              <Button variant="ghost" size="small" onClick={() => authDialog.open('register')}>
                {t('login.registerLink')}
              </Button>
            </Inline>
          </Stack>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
