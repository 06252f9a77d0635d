import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Heading, Stack, Text } from '@croupier/ui';
import { isAgentType, isTrialType, type MemberInfo } from '@croupier/sdk';
import { queries } from '@/shared/api';
import { authDialog } from '@/shared/authDialog';
import { errorMessage } from '@/shared/errors';

function typeLabel(type: MemberInfo['type']): 'member.typeAgent' | 'member.typeTrial' | 'member.typeMember' {
  if (isAgentType(type)) return 'member.typeAgent';
  if (isTrialType(type)) return 'member.typeTrial';
  return 'member.typeMember';
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box display="flex" justifyContent="space-between" gap="medium" paddingY="small" border="none">
      <Text as="dt" tone="muted">
        {label}
      </Text>
      <Text as="dd" weight="medium">
        {children}
      </Text>
    </Box>
  );
}

/** Member center (spec §2), opening on securityCenter: the member's account as the server knows it. */
export function MemberCenterPage() {
  const { t } = useTranslation();
  const member = useQuery(queries.memberInfo());
  return (
    <Stack space="large">
      <Heading level="1">{t('member.securityCenter')}</Heading>
      <Box background="surface" borderRadius="large" padding="large" boxShadow="small">
        {member.error ? (
          <Text tone="critical" role="alert">
            {errorMessage(t, member.error)}
          </Text>
        ) : !member.data ? (
          <Text tone="muted">{t('common.loading')}</Text>
        ) : (
          <Box as="dl">
            <Row label={t('member.account')}>{member.data.account}</Row>
            <Row label={t('member.nickname')}>{member.data.nickname}</Row>
            <Row label={t('member.accountType')}>{t(typeLabel(member.data.type))}</Row>
            <Row label={t('member.currency')}>{member.data.currency}</Row>
          </Box>
        )}
        {member.data ? (
          <Box paddingTop="medium">
            <Button variant="secondary" onClick={() => authDialog.openChangePassword()}>
              {t('account.change.title')}
            </Button>
          </Box>
        ) : null}
      </Box>
    </Stack>
  );
}
