import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Box, EmptyState, Heading, Pagination, Spinner, Stack, Text } from '@croupier/ui';
import { Megaphone } from 'lucide-react';
import { lobby } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { formatDateTime, useMoneyLocale } from '@/shared/format';
import { FormMessage } from '@/shared/FormMessage';
import { useKitMessages } from '@/shared/kitMessages';
import { StaffHtml } from '@/shared/StaffHtml';

/** Spec §9: 9 announcements a page; the pager shows a range of 5 pages and 1 margin page. */
const PAGE_SIZE = 9;

/** The announcement list (spec §3 Announcement: title, HTML content, time), newest first, page in ?page. */
export function AnnouncementsPage() {
  const { t, i18n } = useTranslation();
  const kit = useKitMessages();
  const { locale } = useMoneyLocale();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useQuery({
    ...lobby.announcements({ pageNo: page, pageSize: PAGE_SIZE, language: i18n.language }),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack space="large">
      <Stack space="xsmall">
        <Heading level="1">{t('announcements.title')}</Heading>
        <Text tone="muted">{t('announcements.lead')}</Text>
      </Stack>
      {list.error ? <FormMessage tone="critical">{errorMessage(t, list.error)}</FormMessage> : null}
      {list.isPending ? <Spinner label={t('common.loading')} /> : null}
      {list.data?.content.length === 0 ? (
        <EmptyState icon={Megaphone} size="small" title={t('announcements.empty')} headingAs="h2" />
      ) : null}
      {list.data?.content.map((announcement) => (
        <Box
          key={announcement.id}
          as="section"
          background="surface"
          borderRadius="large"
          padding="large"
          boxShadow="small"
        >
          <Stack space="small">
            <Heading level="2">{announcement.title}</Heading>
            <Text tone="muted" size="small">
              <time dateTime={announcement.time}>{formatDateTime(announcement.time, locale)}</time>
            </Text>
            {/* Trusted HTML written by the operator's staff (openapi Announcement.content). */}
            <StaffHtml html={announcement.content} />
          </Stack>
        </Box>
      ))}
      {list.data ? (
        <Pagination
          page={page}
          pageCount={list.data.totalPages}
          pageRange={5}
          marginPages={1}
          onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          messages={kit.pagination}
        />
      ) : null}
    </Stack>
  );
}
