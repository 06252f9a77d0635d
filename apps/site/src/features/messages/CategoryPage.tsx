import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, MessageList, Pagination, Stack, Text } from '@croupier/ui';
import { Gift, Trophy } from 'lucide-react';
import type { MessageCategory } from '@croupier/sdk';
import type { MemberPage } from '@/config/memberPages';
import { errorMessage } from '@/shared/errors';
import { FormMessage } from '@/shared/FormMessage';
import { useKitMessages } from '@/shared/kitMessages';
import { MemberPageFrame, Panel } from '@/shared/MemberPageFrame';
import { useInbox } from './useInbox';

/**
 * rewardCenter and missionLeaderboard: for now the reward and mission notices the member received (what
 * their menu badges count). Claiming rewards and the mission leaderboard itself are not built yet, and the
 * page says so rather than pretending.
 */
function CategoryPage({ page, category, comingSoon, icon }: { page: MemberPage; category: MessageCategory; comingSoon: string; icon: typeof Gift }) {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const [pageNo, setPageNo] = useState(1);
  const { list, items, markRead } = useInbox({ page: pageNo, category });
  return (
    <MemberPageFrame page={page}>
      <Panel>
        <EmptyState icon={icon} size="small" title={t('inbox.comingSoon')} description={comingSoon} headingAs="h2" />
      </Panel>
      <Panel title={t('inbox.notices')}>
        {list.error ? <FormMessage tone="critical">{errorMessage(t, list.error)}</FormMessage> : null}
        {list.isPending ? (
          <Text tone="muted">{t('common.loading')}</Text>
        ) : (
          <Stack space="medium">
            <MessageList items={items} onRead={(id) => markRead.mutate({ ids: [id] })} messages={kit.messageList} />
            {list.data && list.data.totalPages > 1 ? <Pagination page={pageNo} pageCount={list.data.totalPages} onPageChange={setPageNo} messages={kit.pagination} /> : null}
          </Stack>
        )}
      </Panel>
    </MemberPageFrame>
  );
}

export function RewardCenterPage() {
  const { t } = useTranslation();
  return <CategoryPage page="rewardCenter" category="reward" icon={Gift} comingSoon={t('inbox.rewardComingSoon')} />;
}

export function MissionLeaderboardPage() {
  const { t } = useTranslation();
  return <CategoryPage page="missionLeaderboard" category="mission" icon={Trophy} comingSoon={t('inbox.missionComingSoon')} />;
}
