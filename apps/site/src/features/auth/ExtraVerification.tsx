import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Button, Inline, RadioGroup, SmsCodeButton, Stack, Text, TextField } from '@croupier/ui';
import type { ExtraVerificationAnswer, ExtraVerificationOption } from '@croupier/sdk';
import { errorMessage } from '@/shared/errors';
import { sessionMutations } from '@/shared/sessionApi';
import { FormMessage } from '@/shared/FormMessage';
import { SmsFailedNotice } from './SmsFailedNotice';
import { useSmsButtonMessages } from './useSmsButtonMessages';

interface Props {
  methods: ExtraVerificationOption[];
  /** The username and password of the login being verified (the code call checks them again). */
  credentials: { username: string; password: string; agentLogin?: boolean };
  submitting: boolean;
  error?: unknown;
  onSubmit: (answer: ExtraVerificationAnswer) => void;
  onBack: () => void;
}

const METHOD_LABELS = {
  sms: 'session.extra.sms',
  email: 'session.extra.email',
  payeeName: 'session.extra.payeeName',
  google: 'session.extra.google',
} as const;

/** Extra verification of a login from a new IP (spec §4): send code, verified, then logging in. */
export function ExtraVerification({ methods, credentials, submitting, error, onSubmit, onBack }: Props) {
  const { t } = useTranslation();
  const smsMessages = useSmsButtonMessages();
  const [method, setMethod] = useState(methods[0]?.method ?? 'sms');
  const [answer, setAnswer] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useMutation(sessionMutations.sendLoginVerificationCode());
  const chosen = methods.find((m) => m.method === method);
  const needsCode = method === 'sms' || method === 'email';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(answer.trim() === '');
    if (answer.trim() !== '') onSubmit({ method, answer: answer.trim() });
  };
  const step = submitting ? t('session.extra.stepLoggingIn') : needsCode && !send.isSuccess ? t('session.extra.stepSend') : undefined;
  const label =
    method === 'payeeName' ? t('session.extra.payeeNameLabel') : method === 'google' ? t('session.extra.googleLabel') : t('session.verificationCode');

  return (
    <form onSubmit={submit} noValidate aria-label={t('session.extra.title')}>
      <Stack space="medium">
        <Text tone="muted">{t('session.extra.description')}</Text>
        {error ? <FormMessage tone="critical">{errorMessage(t, error)}</FormMessage> : null}
        <RadioGroup
          label={t('session.extra.method')}
          value={method}
          onValueChange={(value) => {
            setMethod(value as ExtraVerificationAnswer['method']);
            setAnswer('');
            send.reset();
          }}
          options={methods.map((m) => ({ value: m.method, label: t(METHOD_LABELS[m.method], { destination: m.destination ?? '' }) }))}
        />
        {needsCode ? (
          <SmsCodeButton
            key={method}
            messages={smsMessages}
            onSend={() => send.mutateAsync({ ...credentials, method: method as 'sms' | 'email' })}
          />
        ) : null}
        <TextField
          label={label}
          name="extraAnswer"
          autoComplete={method === 'payeeName' ? 'name' : 'one-time-code'}
          inputMode={method === 'payeeName' ? 'text' : 'numeric'}
          required
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          error={missing ? t('session.extra.answerRequired') : undefined}
          hint={chosen?.destination}
        />
        {step ? (
          <Text size="small" tone="muted" role="status">
            {step}
          </Text>
        ) : send.isSuccess ? (
          <Text size="small" tone="muted" role="status">
            {t('session.extra.stepVerified')}
          </Text>
        ) : null}
        <Inline space="small">
          <Button variant="secondary" onClick={onBack}>
            {t('session.extra.back')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('session.extra.submit')}
          </Button>
        </Inline>
      </Stack>
      <SmsFailedNotice error={send.error} onClose={() => send.reset()} />
    </form>
  );
}
