import { useTranslation } from 'react-i18next';
import { Text } from '@croupier/ui';
import { Panel } from '@/shared/MemberPageFrame';

/**
 * Login password and phone/email binding with codes are issue 4's dialogs (change password, bind phone,
 * bind email). INTEGRATOR: render their openers here (e.g. buttons calling authDialog.open('changePassword'));
 * until then this panel only says where they will be, and offers no button that would do nothing.
 */
export function LoginSecuritySection() {
  const { t } = useTranslation();
  return (
    <Panel title={t('security.loginTitle')}>
      <Text tone="muted">{t('security.loginPending')}</Text>
    </Panel>
  );
}
