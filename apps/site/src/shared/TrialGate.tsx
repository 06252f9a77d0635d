import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserPlus } from 'lucide-react';
import { Button, EmptyState, Heading, Spinner, Stack } from '@croupier/ui';
import { authDialog } from './authDialog';
import { useLoginFlags } from './member';

/** Trial (free-play) accounts are kept out of member and account pages (spec §2, §6): 'Register an account first'. */
export function TrialGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { member, isTrial } = useLoginFlags();
  if (!member) return <Spinner />;
  if (!isTrial) return children;
  return (
    <Stack space="large">
      <Heading level="1">{t('session.trial.title')}</Heading>
      <EmptyState
        icon={UserPlus}
        description={t('session.trial.text')}
        action={<Button onClick={() => authDialog.open('register')}>{t('session.trial.register')}</Button>}
      />
    </Stack>
  );
}
