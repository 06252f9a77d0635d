import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Box, Button, SmsCodeButton, Stack, Text, TextField } from '@croupier/ui';
import { isCroupierApiError, memberCenterKeys, type ContactCodeRequest } from '@croupier/sdk';
import { memberCenterMutations } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { FormMessage } from '@/shared/FormMessage';

type Channel = ContactCodeRequest['channel'];

/** The server's field errors on `target` / `code`, in the member's language. */
function useFieldMessage() {
  const { t } = useTranslation();
  return (error: unknown, field: 'target' | 'code'): string | undefined => {
    const rule = isCroupierApiError(error) ? error.fieldErrors?.[field]?.rule : undefined;
    if (!rule) return undefined;
    if (field === 'code') return t('security.contact.codeWrong');
    if (rule === 'taken') return t('security.contact.taken');
    if (rule === 'required') return t('security.required');
    return t('security.patternRule');
  };
}

/**
 * Binds the phone (sms) or e-mail (securityCenter, spec §4): send a code to the value, then bind with it.
 * The bound value is the member's own from then on (the phone is the one SMS login uses).
 */
export function ContactBindForm({ channel, current }: { channel: Channel; current: string | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fieldMessage = useFieldMessage();
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState<'target' | 'code'>();
  const send = useMutation(memberCenterMutations.sendContactCode());
  const bind = useMutation({
    ...memberCenterMutations.bindContact(),
    onSuccess: (profile) => {
      queryClient.setQueryData(memberCenterKeys.profile, profile);
      setTarget('');
      setCode('');
    },
  });
  const texts = channel === 'sms'
    ? { title: t('security.contact.phoneTitle'), field: t('security.contact.phone'), current: t('security.contact.phoneCurrent', { value: current }), none: t('security.contact.phoneNone'), done: t('security.contact.phoneBound') }
    : { title: t('security.contact.emailTitle'), field: t('security.contact.email'), current: t('security.contact.emailCurrent', { value: current }), none: t('security.contact.emailNone'), done: t('security.contact.emailBound') };
  const value = target.trim();

  const sendCode = async () => {
    bind.reset();
    setMissing(value === '' ? 'target' : undefined);
    if (value === '') throw new Error('empty');
    return send.mutateAsync({ channel, target: value });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = value === '' ? 'target' : code.trim() === '' ? 'code' : undefined;
    setMissing(empty);
    if (!empty) bind.mutate({ channel, target: value, code: code.trim() });
  };

  const targetError = missing === 'target' ? t('security.required') : fieldMessage(bind.error, 'target') ?? fieldMessage(send.error, 'target');
  const codeError = missing === 'code' ? t('security.required') : fieldMessage(bind.error, 'code');
  const formError = [bind.error, send.error].find((e) => e && !(isCroupierApiError(e) && e.fieldErrors));

  return (
    <Box as="section" aria-label={texts.title} border="standard" borderRadius="medium" padding="medium">
      <form onSubmit={submit} noValidate>
        <Stack space="small">
          <Text weight="strong">{texts.title}</Text>
          <Text tone="muted">{current ? texts.current : texts.none}</Text>
          <TextField
            label={texts.field}
            type={channel === 'sms' ? 'tel' : 'email'}
            autoComplete={channel === 'sms' ? 'tel' : 'email'}
            maxLength={128}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            error={targetError}
            endSlot={
              <SmsCodeButton
                size="small"
                onSend={sendCode}
                messages={{ send: t('session.sms.send'), resend: t('session.sms.resend'), countdown: t('session.sms.countdown'), sent: t('session.sms.sent'), ready: t('session.sms.ready') }}
              />
            }
          />
          <TextField
            label={t('security.contact.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={codeError}
          />
          <div>
            <Button type="submit" loading={bind.isPending}>
              {t('security.contact.bind')}
            </Button>
          </div>
          {formError ? <FormMessage tone="critical">{errorMessage(t, formError)}</FormMessage> : null}
          {bind.isSuccess ? <FormMessage tone="positive">{texts.done}</FormMessage> : null}
        </Stack>
      </form>
    </Box>
  );
}
