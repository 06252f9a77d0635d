import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Stack, Text } from '@croupier/ui';
import type { AgentPage } from '@/config/agentPages';
import { agentPageTitle } from './agentMenu';

/** An agent centre page: its §2 title as the page heading, an optional lead, then its content. */
export function AgentPageFrame({
  page,
  lead,
  children,
}: {
  page: AgentPage;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack space="large">
      <Stack space="xsmall">
        <Heading level="1">{t(agentPageTitle(page))}</Heading>
        {lead ? <Text tone="muted">{lead}</Text> : null}
      </Stack>
      {children}
    </Stack>
  );
}
