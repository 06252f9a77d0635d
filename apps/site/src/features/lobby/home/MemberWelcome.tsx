import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '@croupier/ui';
import { useLoginFlags } from '@/shared/member';

/** 'Welcome back, <nickname>' once the member's details are in; the plain title until then. */
export function MemberWelcome({ fallback }: { fallback: ReactNode }) {
  const { t } = useTranslation();
  const { member } = useLoginFlags();
  if (!member) return fallback;
  return (
    <Heading level="1">
      {t('home.welcomeBack', { name: member.nickname || member.account })}
    </Heading>
  );
}
