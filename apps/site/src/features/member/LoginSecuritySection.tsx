import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, Stack, Text } from '@croupier/ui';
import { authDialog } from '@/shared/authDialog';
import { memberCenterQueries } from '@/shared/api';
import { Panel } from '@/shared/MemberPageFrame';
import { ContactBindForm } from './ContactBindForm';

/**
 * The login password is changed in the auth dialogs' change-password modal (old, new, confirmation); the
 * phone and e-mail are bound here with a code sent to them.
 */
export function LoginSecuritySection() {
  const { t } = useTranslation();
  const profile = useQuery(memberCenterQueries.profile());
  return (
    <Panel title={t('security.loginTitle')}>
      <Stack space="medium">
        <Text tone="muted">{t('security.loginPending')}</Text>
        <div>
          <Button variant="secondary" onClick={() => authDialog.openChangePassword()}>
            {t('account.change.title')}
          </Button>
        </div>
        {profile.data ? (
          <>
            <ContactBindForm channel="sms" current={profile.data.mobile} />
            <ContactBindForm channel="email" current={profile.data.email} />
          </>
        ) : null}
      </Stack>
    </Panel>
  );
}
