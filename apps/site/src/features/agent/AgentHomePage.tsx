import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router-dom';
import { AgentShell, Heading } from '@croupier/ui';
import { defaultAgentPage } from '@/config/agentPages';
import { paths } from '@/config/paths';
import { queries } from '@/shared/api';
import { authDialog } from '@/shared/authDialog';
import { agentMenu } from './agentMenu';
import { contractMenu, visibleContractMenu } from './contractMenu';
import { useContractTypesOn } from './contracts/useContractTypesOn';

/**
 * /agentHome (spec §2): the agent centre in the kit's AgentShell, the page in the outlet. The sidebar: the team
 * pages (agentMenu), the contract pages whose type is on for this agent (contractMenu, §2 table), then the
 * member-centre links (messages, deposit, withdraw, customer service).
 */
export function AgentHomePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const member = useQuery(queries.memberInfo());
  const contractTypesOn = useContractTypesOn();
  const segment = pathname.slice(paths.agentHome.path.length + 1) || defaultAgentPage;
  const item = (
    id: string,
    label: string,
    icon: (typeof agentMenu)[number]['icon'],
    href: string,
    current: boolean,
  ) => ({
    id,
    label: t(label),
    icon,
    href,
    current,
  });
  const teamItems = agentMenu
    .filter((entry) => entry.page)
    .map((e) => item(e.id, e.label, e.icon, e.href, e.page === segment));
  const linkItems = agentMenu
    .filter((entry) => !entry.page)
    .map((e) => item(e.id, e.label, e.icon, e.href, false));
  const contractItems = visibleContractMenu(contractTypesOn).map((e) =>
    item(e.id, e.labelKey, e.icon, e.href, e.id === segment),
  );
  const title =
    agentMenu.find((entry) => entry.page === segment)?.label ??
    contractMenu.find((entry) => entry.id === segment)?.labelKey;
  return (
    <AgentShell
      logo={
        <Heading level="3" as="p">
          Croupier
        </Heading>
      }
      nickname={member.data?.nickname ?? ''}
      onLogout={() => authDialog.open('logout')}
      title={title ? t(title) : undefined}
      messages={{
        menu: t('session.agentHome.menu'),
        openMenu: t('session.agentHome.openMenu'),
        currentTime: t('session.agentHome.currentTime'),
        signedInAs: t('session.agentHome.signedInAs'),
        logout: t('session.agentHome.logout'),
        close: t('session.agentHome.close'),
      }}
      sections={[
        { id: 'agent', items: teamItems },
        ...(contractItems.length > 0 ? [{ id: 'contracts', items: contractItems }] : []),
        { id: 'links', items: linkItems },
      ]}
    >
      <Outlet />
    </AgentShell>
  );
}
