import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { AgentShell, Heading } from '@croupier/ui';
import { paths } from '@/config/paths';
import { queries } from '@/shared/api';
import { authDialog } from '@/shared/authDialog';
import { AgentTeamOverview } from './AgentTeamOverview';

/** /agentHome (spec §2): the agent centre in the kit's AgentShell; its default page is the team overview. */
export function AgentHomePage() {
  const { t } = useTranslation();
  const member = useQuery(queries.memberInfo());
  return (
    <AgentShell
      logo={<Heading level="3" as="p">Croupier</Heading>}
      nickname={member.data?.nickname ?? ''}
      onLogout={() => authDialog.open('logout')}
      title={t('session.agentHome.agentTeamOverview')}
      messages={{
        menu: t('session.agentHome.menu'),
        openMenu: t('session.agentHome.openMenu'),
        currentTime: t('session.agentHome.currentTime'),
        signedInAs: t('session.agentHome.signedInAs'),
        logout: t('session.agentHome.logout'),
        close: t('session.agentHome.close'),
      }}
      sections={[
        {
          id: 'agent',
          items: [{ id: 'agentTeamOverview', label: t('session.agentHome.agentTeamOverview'), icon: Users, href: paths.agentHome.href(), current: true }],
        },
      ]}
    >
      <AgentTeamOverview />
    </AgentShell>
  );
}
