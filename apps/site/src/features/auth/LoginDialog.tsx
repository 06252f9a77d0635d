import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog, Inline, Stack, Text } from '@croupier/ui';
import { authDialog } from '@/shared/authDialog';
import { errorMessage } from '@/shared/errors';
import { sessionMutations } from '@/shared/sessionApi';
import { useWhitelabelFlags } from '@/shared/system';
import { FormMessage } from '@/shared/FormMessage';
import { GroupBanner } from '@/shared/GroupBanner';
import { LoginForm } from './LoginForm';
import { SocialSignIn } from './SocialSignIn';
import { useFinishLogin } from './useFinishLogin';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The login popup (spec §2, §4): the login form, free play where the merchant offers it, and a way to register. */
export function LoginDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const flags = useWhitelabelFlags();
  const finish = useFinishLogin(false);
  const freePlay = useMutation({
    ...sessionMutations.loginFreePlay(),
    onSuccess: (result) => finish(result),
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          freePlay.reset();
          onClose();
        }
      }}
    >
      <Dialog.Content
        size="small"
        // The username takes the focus (WAI-ARIA dialog pattern), ahead of the login-mode tabs.
        onOpenAutoFocus={(event: Event) => {
          const username = (
            event.currentTarget as HTMLElement | null
          )?.querySelector<HTMLInputElement>('input[name="username"]');
          if (!username) return;
          event.preventDefault();
          username.focus();
        }}
      >
        <Dialog.Title>{t('login.title')}</Dialog.Title>
        <Dialog.Description>{t('login.description')}</Dialog.Description>
        <GroupBanner group="w_login" label={t('shell.loginBanner')} limit={1} />
        <Stack space="medium">
          {/* Re-mounted on every open: nothing typed or failed lingers into the next visit. */}
          {open ? <LoginForm /> : null}
          <Button variant="ghost" size="small" onClick={() => authDialog.open('forgotPassword')}>
            {t('account.forgot.link')}
          </Button>
          <SocialSignIn />
          {flags.freePlay ? (
            <Stack space="small">
              {freePlay.error ? (
                <FormMessage tone="critical">{errorMessage(t, freePlay.error)}</FormMessage>
              ) : null}
              <Button
                variant="secondary"
                fullWidth
                loading={freePlay.isPending}
                onClick={() => freePlay.mutate()}
              >
                {t('session.freePlay')}
              </Button>
            </Stack>
          ) : null}
          <Inline space="xsmall" align="center">
            <Text tone="muted" size="small">
              {t('login.noAccount')}
            </Text>
            <Button variant="ghost" size="small" onClick={() => authDialog.open('register')}>
              {t('login.registerLink')}
            </Button>
          </Inline>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
