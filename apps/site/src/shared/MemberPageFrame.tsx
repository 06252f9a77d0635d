import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Heading, Stack, Text } from '@croupier/ui';
import type { MemberPage } from '@/config/memberPages';
import { memberPageInfo } from './memberPages';

/** A member center page: its §2 title as the page heading, an optional lead, then its panels. */
export function MemberPageFrame({ page, lead, children }: { page: MemberPage; lead?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack space="large">
      <Stack space="xsmall">
        <Heading level="1">{t(memberPageInfo[page].title)}</Heading>
        {lead ? <Text tone="muted">{lead}</Text> : null}
      </Stack>
      {children}
    </Stack>
  );
}

/** One card of a page, titled by a level-2 heading. */
export function Panel({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Box as="section" background="surface" borderRadius="large" padding="large" boxShadow="small">
      <Stack space="medium">
        {title ? <Heading level="2">{title}</Heading> : null}
        {children}
      </Stack>
    </Box>
  );
}
