import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  checkValue,
  FieldRulesForm,
  SmsCodeButton,
  Stack,
  Text,
  type FieldValues,
  type RuleField,
} from '@croupier/ui';
import { isCroupierApiError, type RegisterSettings } from '@croupier/sdk';
import { paths } from '@/config/paths';
import { accountMutations } from '@/shared/accountApi';
import { authDialog } from '@/shared/authDialog';
import { errorMessage } from '@/shared/errors';
import { verificationMutations } from '@/shared/sessionApi';
import { newPasswordFields } from './ChangePasswordDialog';
import { serverFieldMessages, useRuleMessages } from './ruleMessages';
import { SmsFailedNotice } from './SmsFailedNotice';
import { useSmsButtonMessages } from './useSmsButtonMessages';

const emailRules = { required: true, minLength: 6, maxLength: 64, patternId: 'email' };

/**
 * By email (spec §5: username and email required): a code goes to the member's email, then the code and a
 * new password set it (and log in, as by mobile). Until then the current password keeps working.
 */
export function ForgotByEmail({ settings }: { settings: RegisterSettings }) {
  const { t } = useTranslation();
  const messages = useRuleMessages(t('account.forgot.sendEmail'));
  const forgot = useMutation(accountMutations.forgotPasswordByEmail());
  const fields: RuleField[] = [
    {
      name: 'username',
      label: t('register.username'),
      type: 'text',
      autoComplete: 'username',
      rules: { required: true },
    },
    {
      name: 'email',
      label: t('account.fields.email'),
      type: 'email',
      autoComplete: 'email',
      rules: emailRules,
    },
  ];
  if (forgot.isSuccess)
    return (
      <ResetByEmailCode
        settings={settings}
        sentTo={forgot.variables}
        onResend={() => forgot.mutate(forgot.variables)}
      />
    );
  return (
    <FieldRulesForm
      aria-label={t('account.forgot.byEmail')}
      fields={fields}
      onSubmit={(values) =>
        forgot.mutate({
          username: String(values.username).trim(),
          email: String(values.email).trim(),
        })
      }
      submitting={forgot.isPending}
      // §8: an unknown user, or an email that is not theirs, is 'Username/Email does not exist'.
      formError={forgot.error ? errorMessage(t, forgot.error) : undefined}
      messages={messages}
    />
  );
}

/** The second step by email: the emailed code and the new password; then logged in and home (§4). */
function ResetByEmailCode({
  settings,
  sentTo,
  onResend,
}: {
  settings: RegisterSettings;
  sentTo: { username: string; email: string };
  onResend: () => void;
}) {
  const { t } = useTranslation();
  const messages = useRuleMessages(t('account.forgot.setPassword'));
  const reset = useMutation({
    ...accountMutations.setPasswordByEmail(),
    onSuccess: useLoggedInHome(),
  });
  const fields: RuleField[] = [
    {
      name: 'verificationCode',
      label: t('session.verificationCode'),
      type: 'text',
      autoComplete: 'one-time-code',
      rules: codeRules,
    },
    ...newPasswordFields(settings, {
      password: t('account.change.newPassword'),
      confirm: t('account.change.confirmNewPassword'),
    }),
  ];
  const error = reset.error;
  const fieldErrors =
    isCroupierApiError(error) && error.fieldErrors
      ? serverFieldMessages(t, error.fieldErrors, fields)
      : undefined;
  return (
    <Stack space="medium">
      <Box role="status" background="accentSoft" borderRadius="medium" padding="medium">
        <Text>{t('account.forgot.emailSent', { email: sentTo.email })}</Text>
      </Box>
      <FieldRulesForm
        aria-label={t('account.forgot.byEmail')}
        fields={fields}
        onSubmit={(form) =>
          reset.mutate({
            ...sentTo,
            verificationCode: String(form.verificationCode).trim(),
            newPassword: String(form.newPassword),
            confirmNewPassword: String(form.confirmNewPassword),
          })
        }
        submitting={reset.isPending}
        fieldErrors={fieldErrors}
        formError={error && !fieldErrors ? errorMessage(t, error) : undefined}
        messages={messages}
      />
      <Button variant="ghost" size="small" onClick={onResend}>
        {t('account.forgot.resendEmail')}
      </Button>
    </Stack>
  );
}

/** After a reset that logs in: fresh data, the dialog closed, and home (spec §4). */
function useLoggedInHome() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries();
    authDialog.close();
    navigate(paths.home.path);
  };
}

const codeRules = {
  required: true,
  minLength: 6,
  maxLength: 6,
  patternId: 'smsCode',
  acceptedPattern: '[0-9]+',
};

/** By mobile number (spec §5: phone, code and new password required); then logged in and home (§4). */
export function ForgotByMobile({ settings }: { settings: RegisterSettings }) {
  const { t } = useTranslation();
  const smsMessages = useSmsButtonMessages();
  const messages = useRuleMessages(t('account.forgot.setPassword'));
  const [values, setValues] = useState<FieldValues>({});
  const sendSms = useMutation(verificationMutations.sendLoginSmsCode());
  const reset = useMutation({
    ...accountMutations.setPasswordByPhone(),
    onSuccess: useLoggedInHome(),
  });
  const phoneConfig = settings.fields.find((f) => f.name === 'mobileNum');
  const phoneRules = {
    required: true,
    minLength: phoneConfig?.minLength ?? 10,
    maxLength: phoneConfig?.maxLength ?? 11,
    patternId: 'digits',
    acceptedPattern: '[0-9]+',
  };
  const phone = typeof values.mobileNum === 'string' ? values.mobileNum.trim() : '';
  const smsButton = (
    <SmsCodeButton
      size="small"
      messages={smsMessages}
      disabled={checkValue(phone, phoneRules) !== undefined}
      onSend={() =>
        sendSms.mutateAsync({ mobileNum: phone, countryDialingCode: settings.countryDialingCode })
      }
    />
  );
  const fields: RuleField[] = [
    {
      name: 'mobileNum',
      label: t('session.mobileNum'),
      type: 'tel',
      autoComplete: 'tel-national',
      rules: phoneRules,
      endSlot: smsButton,
    },
    {
      name: 'verificationCode',
      label: t('session.verificationCode'),
      type: 'text',
      autoComplete: 'one-time-code',
      rules: codeRules,
    },
    ...newPasswordFields(settings, {
      password: t('account.change.newPassword'),
      confirm: t('account.change.confirmNewPassword'),
    }),
  ];
  const error = reset.error;
  const fieldErrors =
    isCroupierApiError(error) && error.fieldErrors
      ? serverFieldMessages(t, error.fieldErrors, fields)
      : undefined;
  return (
    <>
      <FieldRulesForm
        aria-label={t('account.forgot.byMobile')}
        fields={fields}
        values={values}
        onValuesChange={setValues}
        onSubmit={(form) =>
          reset.mutate({
            mobileNum: String(form.mobileNum).trim(),
            countryDialingCode: settings.countryDialingCode,
            verificationCode: String(form.verificationCode).trim(),
            newPassword: String(form.newPassword),
            confirmNewPassword: String(form.confirmNewPassword),
          })
        }
        submitting={reset.isPending}
        fieldErrors={fieldErrors}
        formError={error && !fieldErrors ? errorMessage(t, error) : undefined}
        messages={messages}
      />
      <SmsFailedNotice error={sendSms.error} onClose={() => sendSms.reset()} />
    </>
  );
}
