import { useId, type ReactNode } from 'react';
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

/**
 * One card of a page; with a title it is a region named by its level-2 heading. `region={false}` when
 * the card holds a table of the same name (the table's scroller is already that region).
 */
export function Panel({ title, region = true, children }: { title?: string; region?: boolean; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={title && region ? headingId : undefined} background="surface" borderRadius="large" padding="large" boxShadow="small">
      <Stack space="medium">
        {title ? (
          <Heading level="2" id={headingId}>
            {title}
          </Heading>
        ) : null}
        {children}
      </Stack>
    </Box>
  );
}
