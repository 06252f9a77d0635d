import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, Skeleton, Stack, Tabs } from '@croupier/ui';
import { registerSettingsQuery } from '@/shared/accountApi';
import { authDialog } from '@/shared/authDialog';
import { errorMessage } from '@/shared/errors';
import { useWhitelabelFlags } from '@/shared/system';
import { ForgotByEmail, ForgotByMobile } from './ForgotPasswordForms';
import { FormMessage } from '@/shared/FormMessage';
import { GroupBanner } from '@/shared/GroupBanner';

interface Props {
  open: boolean;
  onClose: () => void;
}

type Method = 'email' | 'mobileNum';

/** Forgot password (spec §4): by email or by mobile number, mobile first where CHNGPASSVERIF3 is on. */
export function ForgotPasswordDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const flags = useWhitelabelFlags();
  const settings = useQuery({ ...registerSettingsQuery(), enabled: open });
  const [chosen, setChosen] = useState<Method>();
  const [formKey, setFormKey] = useState(0);
  const method: Method = chosen ?? (flags.CHNGPASSVERIF3 ? 'mobileNum' : 'email');

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setFormKey((k) => k + 1);
          setChosen(undefined);
          onClose();
        }
      }}
    >
      <Dialog.Content size="small">
        <Dialog.Title>{t('account.forgot.title')}</Dialog.Title>
        <Dialog.Description>{t('account.forgot.description')}</Dialog.Description>
        <GroupBanner group="w_forget" label={t('shell.forgetBanner')} limit={1} />
        <Stack space="medium">
          {settings.error ? (
            <FormMessage tone="critical">{errorMessage(t, settings.error)}</FormMessage>
          ) : !settings.data ? (
            <Skeleton height="240px" />
          ) : (
            <Tabs.Root
              value={method}
              onValueChange={(value) => setChosen(value as Method)}
              fullWidth
            >
              <Tabs.List aria-label={t('account.forgot.method')}>
                <Tabs.Trigger value="email">{t('account.forgot.byEmail')}</Tabs.Trigger>
                <Tabs.Trigger value="mobileNum">{t('account.forgot.byMobile')}</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="email">
                <ForgotByEmail key={formKey} settings={settings.data} />
              </Tabs.Content>
              <Tabs.Content value="mobileNum">
                <ForgotByMobile key={formKey} settings={settings.data} />
              </Tabs.Content>
            </Tabs.Root>
          )}
          <Button variant="ghost" size="small" onClick={() => authDialog.open('login')}>
            {t('account.forgot.backToLogin')}
          </Button>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
