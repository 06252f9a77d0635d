import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Text } from '@croupier/ui';
import { isAgentType, isTrialType, type MemberInfo } from '@croupier/sdk';
import { useLoginFlags } from '@/shared/member';
import { MemberPageFrame, Panel } from '@/shared/MemberPageFrame';
import { AvatarSection } from './AvatarSection';
import { ExternalAccountsSection } from './ExternalAccountsSection';
import { LoginSecuritySection } from './LoginSecuritySection';
import { ProfileSection } from './ProfileSection';
import { TransactionPasswordSection } from './TransactionPasswordSection';

function typeLabel(type: MemberInfo['type']): 'member.typeAgent' | 'member.typeTrial' | 'member.typeMember' {
  if (isAgentType(type)) return 'member.typeAgent';
  if (isTrialType(type)) return 'member.typeTrial';
  return 'member.typeMember';
}

/**
 * A label and its value on one line. The label keeps its width; a long value (a username on a 320 px phone)
 * wraps within what is left, so labels never break mid-word and a row's height does not follow the value.
 */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box display="flex" justifyContent="space-between" gap="medium" paddingY="small">
      <Text as="dt" tone="muted" flexShrink={0}>
        {label}
      </Text>
      <Text as="dd" weight="medium" minWidth={0} align="end">
        {children}
      </Text>
    </Box>
  );
}

/** securityCenter (spec §2 'My account'): the account, its profile, login security, transaction password and external accounts. */
export function SecurityCenterPage() {
  const { t } = useTranslation();
  const { member } = useLoginFlags();
  return (
    <MemberPageFrame page="securityCenter">
      {member ? (
        <Panel title={t('member.securityCenter')}>
          <Box as="dl">
            <Row label={t('member.account')}>{member.account}</Row>
            <Row label={t('member.nickname')}>{member.nickname}</Row>
            <Row label={t('member.accountType')}>{t(typeLabel(member.type))}</Row>
            <Row label={t('member.currency')}>{member.currency}</Row>
          </Box>
        </Panel>
      ) : null}
      <AvatarSection />
      <ProfileSection />
      <LoginSecuritySection />
      <TransactionPasswordSection />
      <ExternalAccountsSection />
    </MemberPageFrame>
  );
}
