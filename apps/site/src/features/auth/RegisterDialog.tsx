import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, ErrorState, Inline, Skeleton, Stack, Tabs, Text } from '@croupier/ui';
import type { RegisterSettings } from '@croupier/sdk';
import { registerSettingsQuery } from '@/shared/accountApi';
import { authDialog } from '@/shared/authDialog';
import { errorMessage } from '@/shared/errors';
import { RegisterForm } from './RegisterForm';
import type { RegistrationType } from './registerFields';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The types the merchant offers, in tab order. */
const offered = ({ types }: RegisterSettings): RegistrationType[] =>
  (['register', 'registerMobile'] as const).filter((type) => types[type]);

/** The register popup (spec §2, §4): the merchant's registration types, as tabs when there is more than one. */
export function RegisterDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const settings = useQuery({ ...registerSettingsQuery(), enabled: open });
  const [chosen, setChosen] = useState<RegistrationType>();
  const [formKey, setFormKey] = useState(0);
  const types = settings.data ? offered(settings.data) : [];
  const type = chosen && types.includes(chosen) ? chosen : types[0];

  const body = () => {
    if (settings.error)
      return <ErrorState title={t('account.register.loadFailed')} description={errorMessage(t, settings.error)} onRetry={() => void settings.refetch()} />;
    if (!settings.data) return <Skeleton height="320px" />;
    if (!type) return <Text tone="muted">{t('account.register.closed')}</Text>;
    if (types.length === 1) return <RegisterForm key={`${type}-${formKey}`} settings={settings.data} type={type} />;
    return (
      <Tabs.Root value={type} onValueChange={(value) => setChosen(value as RegistrationType)} fullWidth>
        <Tabs.List aria-label={t('account.register.types')}>
          <Tabs.Trigger value="register">{t('account.register.byUsername')}</Tabs.Trigger>
          <Tabs.Trigger value="registerMobile">{t('account.register.byMobile')}</Tabs.Trigger>
        </Tabs.List>
        {types.map((each) => (
          <Tabs.Content key={each} value={each}>
            <RegisterForm key={`${each}-${formKey}`} settings={settings.data} type={each} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    );
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          // A closed form starts afresh next time (terms ticked again, nothing half-typed kept).
          setFormKey((k) => k + 1);
          onClose();
        }
      }}
    >
      <Dialog.Content size="small">
        <Dialog.Title>{t('register.title')}</Dialog.Title>
        <Dialog.Description>{t('register.description')}</Dialog.Description>
        <Stack space="medium">
          {body()}
          <Inline space="xsmall" align="center">
            <Text tone="muted" size="small">
              {t('register.haveAccount')}
            </Text>
            <Button variant="ghost" size="small" onClick={() => authDialog.open('login')}>
              {t('register.loginLink')}
            </Button>
          </Inline>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
