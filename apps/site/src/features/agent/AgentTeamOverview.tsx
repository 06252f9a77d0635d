import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { DataTable, Heading, Stack, Text } from '@croupier/ui';
import type { AgentDownlineMember } from '@croupier/sdk';
import { errorMessage } from '@/shared/errors';
import { localeOf } from '@/shared/language';
import { sessionQueries } from '@/shared/sessionApi';

/** agentTeamOverview (spec §2), the agent centre's default page: the agent's downline from the server. */
export function AgentTeamOverview() {
  const { t } = useTranslation();
  const team = useQuery(sessionQueries.agentTeamOverview());
  const date = (iso: string | null | undefined) =>
    iso ? new Intl.DateTimeFormat(localeOf(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : t('session.agentHome.never');
  return (
    <Stack space="large">
      <Heading level="1">{t('session.agentHome.agentTeamOverview')}</Heading>
      <Text>
        {t('session.agentHome.teamSize')}: <Text as="span" weight="strong">{team.data?.teamSize ?? '…'}</Text>
      </Text>
      <DataTable<AgentDownlineMember>
        caption={t('session.agentHome.agentTeamOverview')}
        rows={team.data?.members ?? []}
        getRowId={(row) => row.account}
        loading={team.isPending}
        error={team.error ? errorMessage(t, team.error) : undefined}
        onRetry={() => void team.refetch()}
        messages={{ empty: t('session.agentHome.emptyTeam'), emptyDescription: '', error: t('session.agentHome.loadFailed') }}
        columns={[
          { key: 'account', header: t('session.agentHome.account') },
          { key: 'nickname', header: t('session.agentHome.nickname') },
          { key: 'createdAt', header: t('session.agentHome.joined'), cell: (row) => date(row.createdAt) },
          { key: 'lastLoginAt', header: t('session.agentHome.lastLogin'), cell: (row) => date(row.lastLoginAt) },
        ]}
      />
    </Stack>
  );
}
