import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Button, Stack } from '@croupier/ui';
import { mutations } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { merchantCode } from '@/shared/merchant';
import { useWhitelabelFlags } from '@/shared/system';
import { FormMessage } from '@/shared/FormMessage';
import { useFinishLogin } from './useFinishLogin';

type Provider = 'google' | 'facebook' | 'phone';

/** §8 phone-auth codes an identity provider answers with, and their messages. */
const PHONE_AUTH_MESSAGES: Record<string, string> = {
  'auth/invalid-phone-number': 'session.phoneAuth.invalidPhone',
  'auth/missing-phone-number': 'session.phoneAuth.missingPhone',
  'auth/too-many-requests': 'session.phoneAuth.tooManyRequests',
  'auth/invalid-verification-code': 'session.phoneAuth.invalidCode',
  'auth/missing-verification-code': 'session.phoneAuth.invalidCode',
  'auth/captcha-check-failed': 'session.phoneAuth.captchaCheckFailed',
  'auth/quota-exceeded': 'session.phoneAuth.quotaExceeded',
  'auth/operation-not-allowed': 'session.phoneAuth.operationNotAllowed',
  'auth/code-expired': 'session.phoneAuth.codeExpired',
  'auth/popup-closed-by-user': 'session.phoneAuth.popupClosed',
};

/** Opens the provider's consent popup; resolves to its token, or rejects with its auth/... code. */
function signInWithPopup(provider: Provider): Promise<string> {
  return new Promise((resolve, reject) => {
    const popup = window.open(`/sandbox-idp/authorize?provider=${provider}&merchant=${merchantCode()}`, 'croupier-idp', 'width=480,height=680');
    if (!popup) return reject(new Error('auth/popup-blocked'));
    let done = false;
    const finish = () => {
      done = true;
      window.removeEventListener('message', onMessage);
      clearInterval(watch);
    };
    const onMessage = (event: MessageEvent<{ type?: string; idToken?: string; error?: string }>) => {
      if (event.origin !== location.origin || event.data?.type !== 'croupier-idp') return;
      finish();
      if (event.data.idToken) resolve(event.data.idToken);
      else reject(new Error(event.data.error ?? 'auth/internal-error'));
    };
    // A popup closed without an answer is the user giving up (§8: popup closed by user).
    const watch = setInterval(() => {
      if (popup.closed && !done) {
        finish();
        reject(new Error('auth/popup-closed-by-user'));
      }
    }, 500);
    window.addEventListener('message', onMessage);
  });
}

/** Social and phone sign-in (spec §1, §7), each button only where the white-label config enables it. */
export function SocialSignIn() {
  const { t } = useTranslation();
  const flags = useWhitelabelFlags();
  const finish = useFinishLogin(false);
  const [providerError, setProviderError] = useState<string>();
  const login = useMutation({ ...mutations.login(), onSuccess: (result) => finish(result) });
  const providers = ([['google', flags.googleLogin], ['facebook', flags.facebookLogin], ['phone', flags.firebasePhoneLogin]] as const).filter(([, on]) => on);
  if (providers.length === 0) return null;

  const labels: Record<Provider, string> = { google: t('session.social.google'), facebook: t('session.social.facebook'), phone: t('session.social.phone') };
  const start = async (provider: Provider) => {
    setProviderError(undefined);
    login.reset();
    try {
      login.mutate({ type: 'firebase', firebaseIdToken: await signInWithPopup(provider) });
    } catch (error) {
      const code = error instanceof Error ? error.message : '';
      setProviderError(t(PHONE_AUTH_MESSAGES[code] ?? 'session.phoneAuth.unknown'));
    }
  };

  return (
    <Stack space="small">
      {providerError ? <FormMessage tone="critical">{providerError}</FormMessage> : null}
      {login.error ? <FormMessage tone="critical">{errorMessage(t, login.error)}</FormMessage> : null}
      {providers.map(([provider]) => (
        <Button key={provider} variant="secondary" fullWidth loading={login.isPending} onClick={() => void start(provider)}>
          {labels[provider]}
        </Button>
      ))}
    </Stack>
  );
}
