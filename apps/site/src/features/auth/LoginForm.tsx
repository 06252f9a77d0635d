import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, CaptchaField, Checkbox, PasswordField, RadioGroup, SmsCodeButton, Stack, TextField } from '@croupier/ui';
import { isCroupierApiError, type ExtraVerificationOption, type LoginRequest } from '@croupier/sdk';
import { mutations } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { merchantCode } from '@/shared/merchant';
import { isRemembered, rememberedLogin, rememberLogin } from '@/shared/rememberLogin';
import { verificationMutations, verificationQueries } from '@/shared/sessionApi';
import { useWhitelabelFlags } from '@/shared/system';
import { ExtraVerification } from './ExtraVerification';
import { FormMessage } from '@/shared/FormMessage';
import { SmsFailedNotice } from './SmsFailedNotice';
import { useFinishLogin } from './useFinishLogin';
import { useSmsButtonMessages } from './useSmsButtonMessages';

type Mode = 'username' | 'sms';

/** Session key kept while the server asks for a captcha, so a reopened dialog shows it at once (§4). */
const CAPTCHA_KEY = 'loginCaptcha';
const captchaRequired = () => sessionStorage.getItem(CAPTCHA_KEY) === '1';

const v1 = mutations.login();
const v2 = mutations.loginV2();
/** A username login carrying a captcha answer goes through loginV2 (§7): password and captcha in one call. */
const loginOptions: typeof v1 = {
  ...v1,
  mutationFn: (body, context) => {
    if (body.type !== 'username' || body.captcha === undefined) return v1.mutationFn(body, context);
    const { username = '', password = '', captcha, agentLogin, extraVerification } = body;
    return v2.mutationFn({ username, password, captcha, ...(agentLogin && { agentLogin }), ...(extraVerification && { extraVerification }) }, context);
  },
};
type Errors = Partial<Record<'username' | 'password' | 'captcha' | 'mobileNum' | 'code', string>>;

/** Spec §5: 10 to 11 digits, exactly 11 on the Bangladesh merchant (the server checks the same). */
const validPhone = (value: string) => (merchantCode() === 'BD' ? /^\d{11}$/ : /^\d{10,11}$/).test(value);

/**
 * The login form of the login popup and the agent page (spec §4, §5): by username (trimmed, required,
 * captcha once a failure asks for it) or by mobile number and SMS code where the merchant allows it;
 * a login from a new IP continues with the extra verification. Remember password is not on the agent page.
 */
export function LoginForm({ agentPage = false }: { agentPage?: boolean }) {
  const { t } = useTranslation();
  const smsMessages = useSmsButtonMessages();
  const smsEnabled = useWhitelabelFlags().verificationCodeLogin === true;
  const remembered = useMemo(() => (agentPage ? { username: '', password: '', mobileNum: '' } : rememberedLogin()), [agentPage]);
  const [mode, setMode] = useState<Mode>('username');
  const [username, setUsername] = useState(remembered.username);
  const [password, setPassword] = useState(remembered.password);
  const [remember, setRemember] = useState(!agentPage && isRemembered());
  const [mobileNum, setMobileNum] = useState(remembered.mobileNum);
  const [code, setCode] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaShown, setCaptchaShown] = useState(captchaRequired);
  const [errors, setErrors] = useState<Errors>({});
  const [extra, setExtra] = useState<ExtraVerificationOption[] | null>(null);
  const finish = useFinishLogin(agentPage);
  const captchaImage = useQuery({ ...verificationQueries.captcha(), enabled: captchaShown, refetchOnWindowFocus: false, retry: false });
  const sendSms = useMutation(verificationMutations.sendLoginSmsCode());

  const login = useMutation({
    ...loginOptions,
    onSuccess: async (result, body) => {
      if (!agentPage) rememberLogin(remember, body.type === 'sms' ? { mobileNum } : { username: username.trim(), password });
      setCaptcha('');
      sessionStorage.removeItem(CAPTCHA_KEY);
      await finish(result, body.password);
    },
    onError: (error) => {
      if (!isCroupierApiError(error)) return;
      // §4: a failure carrying the captcha flag turns the captcha on; each captcha answers once.
      if (error.captcha) {
        sessionStorage.setItem(CAPTCHA_KEY, '1');
        setCaptcha('');
        if (captchaShown) void captchaImage.refetch();
        else setCaptchaShown(true);
      }
      if (error.code === 'verification_required' && error.verificationMethods?.length) setExtra(error.verificationMethods);
    },
  });

  const usernameBody = (): LoginRequest => ({
    type: 'username',
    username: username.trim(),
    password: password.trim(),
    ...(captchaShown && { captcha: captcha.trim() }),
    ...(agentPage && { agentLogin: true }),
  });

  const submitUsername = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      username: username.trim() ? undefined : t('login.usernameRequired'),
      password: password.trim() ? undefined : t('login.passwordRequired'),
      captcha: captchaShown && !captcha.trim() ? t('session.captchaRequired') : undefined,
    };
    setErrors(next);
    if (!next.username && !next.password && !next.captcha) login.mutate(usernameBody());
  };

  const submitSms = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      mobileNum: validPhone(mobileNum.trim()) ? undefined : t('session.mobileInvalid'),
      code: code.trim() ? undefined : t('session.codeRequired'),
    };
    setErrors(next);
    if (!next.mobileNum && !next.code)
      login.mutate({ type: 'sms', mobileNum: mobileNum.trim(), verificationCode: code.trim(), ...(agentPage && { agentLogin: true }) });
  };

  const loginError = login.error && !isCroupierApiError(login.error, 'verification_required') ? login.error : undefined;

  if (extra)
    return (
      <ExtraVerification
        methods={extra}
        credentials={{ username: username.trim(), password: password.trim(), ...(agentPage && { agentLogin: true }) }}
        submitting={login.isPending}
        error={loginError}
        onSubmit={(answer) => login.mutate({ ...usernameBody(), extraVerification: answer })}
        onBack={() => {
          setExtra(null);
          login.reset();
        }}
      />
    );

  const submitButton = (
    <Button type="submit" fullWidth size="large" loading={login.isPending}>
      {login.isPending ? t('login.submitting') : t('login.submit')}
    </Button>
  );
  const alert = loginError ? <FormMessage tone="critical">{errorMessage(t, loginError)}</FormMessage> : null;

  const usernameForm = (
    <form onSubmit={submitUsername} noValidate>
      <Stack space="medium">
        {alert}
        <TextField label={t('login.username')} name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} error={errors.username} />
        <PasswordField label={t('login.password')} name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
        {captchaShown ? (
          <CaptchaField
            label={t('session.captcha')}
            name="captcha"
            required
            value={captcha}
            onChange={(e) => setCaptcha(e.target.value)}
            error={errors.captcha}
            src={captchaImage.data ? `data:image/png;base64,${captchaImage.data}` : undefined}
            refreshing={captchaImage.isFetching}
            onRefresh={() => void captchaImage.refetch()}
            messages={{ image: t('session.captchaImage'), refresh: t('session.captchaRefresh'), loading: t('session.captchaLoading') }}
          />
        ) : null}
        {agentPage ? null : <Checkbox label={t('session.remember')} checked={remember} onCheckedChange={setRemember} />}
        {submitButton}
      </Stack>
    </form>
  );

  const smsForm = (
    <form onSubmit={submitSms} noValidate>
      <Stack space="medium">
        {alert}
        <TextField label={t('session.mobileNum')} name="mobileNum" type="tel" inputMode="numeric" autoComplete="tel-national" required value={mobileNum} onChange={(e) => setMobileNum(e.target.value)} error={errors.mobileNum} />
        <SmsCodeButton
          messages={smsMessages}
          disabled={!validPhone(mobileNum.trim())}
          onSend={() => {
            sendSms.reset();
            return sendSms.mutateAsync({ mobileNum: mobileNum.trim() });
          }}
        />
        <TextField label={t('session.verificationCode')} name="verificationCode" inputMode="numeric" autoComplete="one-time-code" required value={code} onChange={(e) => setCode(e.target.value)} error={errors.code} />
        {agentPage ? null : <Checkbox label={t('session.remember')} checked={remember} onCheckedChange={setRemember} />}
        {submitButton}
      </Stack>
    </form>
  );

  // The toggle sits above one form at a fixed place, so the form is not re-mounted when the flags arrive.
  return (
    <Stack space="medium">
      {smsEnabled ? (
        <RadioGroup
          label={t('session.loginBy')}
          orientation="horizontal"
          value={mode}
          onValueChange={(value) => setMode(value as Mode)}
          options={[
            { value: 'username', label: t('session.byUsername') },
            { value: 'sms', label: t('session.bySms') },
          ]}
        />
      ) : null}
      {smsEnabled && mode === 'sms' ? smsForm : usernameForm}
      <SmsFailedNotice error={sendSms.error} onClose={() => sendSms.reset()} />
    </Stack>
  );
}
