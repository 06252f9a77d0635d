import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, ErrorState, Inline, Skeleton, Stack, Tabs, Text } from '@croupier/ui';
import type { RegisterSettings } from '@croupier/sdk';
import { paths } from '@/config/paths';
import { registerSettingsQuery } from '@/shared/accountApi';
import { authDialog } from '@/shared/authDialog';
import { errorMessage } from '@/shared/errors';
import { rgMutations } from '@/shared/responsibleGamingApi';
import { useRgMutation } from '@/shared/rgLimits';
import { usePermission } from '@/shared/system';
import { RegisterForm } from './RegisterForm';
import { RegisterLimitsStep } from './RegisterLimitsStep';
import type { RegistrationType } from './registerFields';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The types the merchant offers, in tab order. */
const offered = ({ types }: RegisterSettings): RegistrationType[] =>
  (['register', 'registerMobile'] as const).filter((type) => types[type]);

/**
 * The register popup (spec §2, §4): the merchant's registration types, as tabs when there is more than one;
 * then, where the jurisdiction profile asks for it, the "Set your limits" step (issue 15).
 */
export function RegisterDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useQuery({ ...registerSettingsQuery(), enabled: open });
  const permission = usePermission().data;
  const saveLimit = useRgMutation(rgMutations.setLimit);
  const [chosen, setChosen] = useState<RegistrationType>();
  const [formKey, setFormKey] = useState(0);
  const [limitsStep, setLimitsStep] = useState(false);
  const types = settings.data ? offered(settings.data) : [];
  const type = chosen && types.includes(chosen) ? chosen : types[0];
  const jurisdiction = permission?.jurisdiction;
  const askLimits = jurisdiction && jurisdiction.limitsAtRegistration !== 'off' ? jurisdiction.limitsAtRegistration : undefined;

  const finish = () => {
    setLimitsStep(false);
    authDialog.close();
    navigate(paths.home.path);
  };
  const registered = () => (askLimits ? setLimitsStep(true) : finish());

  const body = () => {
    if (limitsStep && askLimits && jurisdiction && permission)
      return (
        <RegisterLimitsStep
          mode={askLimits}
          currency={permission.merchant.currency}
          periods={jurisdiction.limitPeriods}
          save={saveLimit.mutateAsync}
          onDone={finish}
        />
      );
    if (settings.error)
      return <ErrorState title={t('account.register.loadFailed')} description={errorMessage(t, settings.error)} onRetry={() => void settings.refetch()} />;
    if (!settings.data) return <Skeleton height="320px" />;
    if (!type) return <Text tone="muted">{t('account.register.closed')}</Text>;
    if (types.length === 1) return <RegisterForm key={`${type}-${formKey}`} settings={settings.data} type={type} onRegistered={registered} />;
    return (
      <Tabs.Root value={type} onValueChange={(value) => setChosen(value as RegistrationType)} fullWidth>
        <Tabs.List aria-label={t('account.register.types')}>
          <Tabs.Trigger value="register">{t('account.register.byUsername')}</Tabs.Trigger>
          <Tabs.Trigger value="registerMobile">{t('account.register.byMobile')}</Tabs.Trigger>
        </Tabs.List>
        {types.map((each) => (
          <Tabs.Content key={each} value={each}>
            <RegisterForm key={`${each}-${formKey}`} settings={settings.data} type={each} onRegistered={registered} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    );
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        // The limits step: a mandatory one must be answered; closing an offered one skips it.
        if (!next && limitsStep) {
          if (askLimits === 'offered') finish();
          return;
        }
        if (!next) {
          // A closed form starts afresh next time (terms ticked again, nothing half-typed kept).
          setFormKey((k) => k + 1);
          onClose();
        }
      }}
    >
      <Dialog.Content size="small" hideCloseButton={limitsStep && askLimits === 'mandatory'}>
        <Dialog.Title>{limitsStep ? t('rg.registration.title') : t('register.title')}</Dialog.Title>
        <Dialog.Description>
          {!limitsStep ? t('register.description') : askLimits === 'mandatory' ? t('rg.registration.leadMandatory') : t('rg.registration.leadOffered')}
        </Dialog.Description>
        <Stack space="medium">
          {body()}
          {limitsStep ? null : (
            <Inline space="xsmall" align="center">
              <Text tone="muted" size="small">
                {t('register.haveAccount')}
              </Text>
              <Button variant="ghost" size="small" onClick={() => authDialog.open('login')}>
                {t('register.loginLink')}
              </Button>
            </Inline>
          )}
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
