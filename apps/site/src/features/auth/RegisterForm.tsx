import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AlertDialog,
  CaptchaField,
  checkValue,
  FieldRulesForm,
  Link,
  SmsCodeButton,
  type FieldValues,
} from '@croupier/ui';
import { isCroupierApiError, type RegisterSettings } from '@croupier/sdk';
import { paths } from '@/config/paths';
import { accountMutations, accountQueries } from '@/shared/accountApi';
import { mutations } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { usePermission } from '@/shared/system';
import { taggedText } from '@/shared/taggedText';
import { verificationMutations, verificationQueries } from '@/shared/sessionApi';
import { registerFields, type RegistrationType } from './registerFields';
import { serverFieldMessages, useRuleMessages } from './ruleMessages';
import { useSmsButtonMessages } from './useSmsButtonMessages';

interface Props {
  settings: RegisterSettings;
  type: RegistrationType;
  /** The account exists and its session is loaded: the dialog goes on (limits step) or closes. */
  onRegistered: () => void;
}

/** Optional fields sent as typed (trimmed); passwords go as typed, untrimmed. */
const textFields = [
  'payeeName',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'birthday',
  'affiliateCode',
  'referralCode',
  'mobileNum',
  'verificationCode',
] as const;
const secretFields = ['password', 'confirmPassword', 'paymentPassword'] as const;

interface Warning {
  title: string;
  text: string;
}

/**
 * One registration type (spec §4, §5): the merchant's fields and rules, terms ticked by default, the
 * SMS code and captcha where the merchant asks for them; then the affiliate code check, registration,
 * the member's info and home.
 */
export function RegisterForm({ settings, type, onRegistered }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const smsMessages = useSmsButtonMessages();
  const messages = useRuleMessages(t('register.submit'));
  const [searchParams] = useSearchParams();
  // An invite link (/register?referralCode=..., the referral page) fills in the friend's code.
  const [values, setValues] = useState<FieldValues>(() => {
    const referralCode = searchParams.get('referralCode')?.trim();
    return { terms: true, ...(referralCode && { referralCode }) };
  });
  const [captcha, setCaptcha] = useState('');
  const [captchaError, setCaptchaError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [warning, setWarning] = useState<Warning | null>(null);
  const captchaOn = settings.fields.some((f) => f.name === 'captcha' && f.enabled);
  const captchaImage = useQuery({
    ...verificationQueries.captcha(),
    enabled: captchaOn,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const sendSms = useMutation(verificationMutations.sendRegisterSmsCode());

  const done = async () => {
    // The SDK kept the token; member info and balance load for the new session.
    await queryClient.invalidateQueries();
    onRegistered();
  };
  // The server used up the captcha either way: a failed registration needs a new one.
  const renewCaptcha = () => {
    if (!captchaOn) return;
    setCaptcha('');
    void captchaImage.refetch();
  };
  const byUsername = useMutation({
    ...mutations.register(),
    onSuccess: done,
    onError: renewCaptcha,
  });
  const byMobile = useMutation({
    ...accountMutations.registerMobile(),
    onSuccess: done,
    onError: renewCaptcha,
  });
  const register = type === 'register' ? byUsername : byMobile;

  const phone = typeof values.mobileNum === 'string' ? values.mobileNum.trim() : '';
  const phoneRule = settings.fields.find((f) => f.name === 'mobileNum');
  const phoneValid =
    phoneRule !== undefined &&
    checkValue(phone, { ...phoneRule, enabled: true, required: true }) === undefined;
  const smsButton = (
    <SmsCodeButton
      size="small"
      messages={smsMessages}
      disabled={!phoneValid}
      onSend={() =>
        sendSms.mutateAsync({ mobileNo: phone, countryDialingCode: settings.countryDialingCode })
      }
      // §8: a failed send shows the server's message in a warning with one confirm button.
      onError={(error) =>
        setWarning({ title: t('session.smsFailedTitle'), text: errorMessage(t, error) })
      }
    />
  );
  // The terms and the privacy policy open in a new tab, so nothing typed here is lost.
  const documentLink = (open: 'term' | 'privacy') => (text: string) => (
    <Link href={paths.help.href(open)} target="_blank" rel="noopener">
      {text}
    </Link>
  );
  const termsLabel = taggedText(t('register.termsLinked'), { terms: documentLink('term'), privacy: documentLink('privacy') });
  // The server checks the birthday against the merchant's jurisdiction profile; the form says the same.
  const minAge = usePermission().data?.jurisdiction?.minimumAge;
  const fields = registerFields({ settings, type, t, smsButton, termsLabel, minAge });

  const error = register.error;
  const apiError = isCroupierApiError(error) ? error : undefined;
  let fieldErrors: Record<string, string> | undefined;
  if (apiError?.code === 'account_exists')
    fieldErrors =
      type === 'register'
        ? { username: t('errors.account_exists') }
        : { mobileNum: t('account.errors.mobileTaken') };
  else if (apiError?.fieldErrors)
    fieldErrors = serverFieldMessages(t, apiError.fieldErrors, fields);
  const shownFormError = formError ?? (error && !fieldErrors ? errorMessage(t, error) : undefined);

  const body = (form: FieldValues) => {
    const text = (name: string) =>
      typeof form[name] === 'string' ? (form[name] as string).trim() : '';
    const filled: Partial<
      Record<(typeof textFields)[number] | (typeof secretFields)[number], string>
    > = Object.fromEntries(
      [
        ...textFields.map((name) => [name, text(name)] as const),
        ...secretFields.map(
          (name) => [name, typeof form[name] === 'string' ? (form[name] as string) : ''] as const,
        ),
      ].filter(([, value]) => value !== ''),
    );
    return {
      ...filled,
      ...(text('mobileNum') && { countryDialingCode: settings.countryDialingCode }),
      ...(captchaOn && { captcha: captcha.trim() }),
      registerMethod: 'WEB' as const,
      termsAccepted: form.terms === true,
      domain: window.location.hostname,
      registerUrl: window.location.href,
    };
  };

  const submit = async (form: FieldValues) => {
    setFormError(undefined);
    if (captchaOn && !captcha.trim()) {
      setCaptchaError(t('session.captchaRequired'));
      return;
    }
    // §4: an affiliate code must be accepted by the server before registering.
    const affiliateCode = typeof form.affiliateCode === 'string' ? form.affiliateCode.trim() : '';
    if (affiliateCode) {
      setChecking(true);
      try {
        const check = await queryClient.fetchQuery({
          ...accountQueries.affiliate(affiliateCode, window.location.hostname),
          staleTime: 0,
        });
        if (!check.valid) {
          setWarning({
            title: t('account.errors.invitationTitle'),
            text: t('account.errors.invitationCode'),
          });
          return;
        }
      } catch (checkError) {
        setFormError(errorMessage(t, checkError));
        return;
      } finally {
        setChecking(false);
      }
    }
    const payload = body(form);
    if (type === 'register')
      byUsername.mutate({
        ...payload,
        username: typeof form.username === 'string' ? form.username.trim() : '',
        password: payload.password ?? '',
        confirmPassword: payload.confirmPassword ?? '',
      });
    else byMobile.mutate({ ...payload, mobileNum: payload.mobileNum ?? '' });
  };

  return (
    <>
      <FieldRulesForm
        aria-label={t(
          type === 'register' ? 'account.register.byUsername' : 'account.register.byMobile',
        )}
        fields={fields}
        values={values}
        onValuesChange={setValues}
        onSubmit={(form) => void submit(form)}
        submitting={checking || register.isPending}
        fieldErrors={fieldErrors}
        formError={shownFormError}
        messages={messages}
        // a long form on a laptop's 800px screen: "Create account" stays in view while the fields scroll
        stickySubmit
      >
        {captchaOn ? (
          <CaptchaField
            label={t('session.captcha')}
            name="captcha"
            required
            value={captcha}
            onChange={(event) => {
              setCaptcha(event.target.value);
              setCaptchaError(undefined);
            }}
            error={captchaError ?? fieldErrors?.captcha}
            src={captchaImage.data ? `data:image/png;base64,${captchaImage.data}` : undefined}
            refreshing={captchaImage.isFetching}
            onRefresh={() => void captchaImage.refetch()}
            messages={{
              image: t('session.captchaImage'),
              refresh: t('session.captchaRefresh'),
              loading: t('session.captchaLoading'),
            }}
          />
        ) : null}
      </FieldRulesForm>
      <AlertDialog
        acknowledge
        open={warning !== null}
        onOpenChange={(open) => (open ? undefined : setWarning(null))}
        title={warning?.title ?? ''}
        description={warning?.text}
        confirmLabel={t('session.confirm')}
        onConfirm={() => setWarning(null)}
      />
    </>
  );
}
