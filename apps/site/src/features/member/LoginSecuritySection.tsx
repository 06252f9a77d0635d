import { useTranslation } from 'react-i18next';
import { Button, Stack, Text } from '@croupier/ui';
import { authDialog } from '@/shared/authDialog';
import { Panel } from '@/shared/MemberPageFrame';

/** The login password is changed in the auth dialogs' change-password modal (old, new, confirmation). */
export function LoginSecuritySection() {
  const { t } = useTranslation();
  return (
    <Panel title={t('security.loginTitle')}>
      <Stack space="medium">
        <Text tone="muted">{t('security.loginPending')}</Text>
        <div>
          <Button variant="secondary" onClick={() => authDialog.openChangePassword()}>
            {t('account.change.title')}
          </Button>
        </div>
      </Stack>
    </Panel>
  );
}
