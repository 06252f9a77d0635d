import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Heading, Stack, WinnersBoard } from '@croupier/ui';
import type { RankListQuery } from '@croupier/sdk';
import { paths } from '@/config/paths';
import { games } from '@/shared/api';
import { categoryLabelKeys } from '@/shared/gameMenus';
import { localeOf } from '@/shared/language';
import { useLoginFlags } from '@/shared/member';
import { merchantCurrency } from '@/shared/merchant';
import { useCdnUrls } from '@/shared/system';
import { useLobbyMessages } from '../kitMessages';
import { ChoiceButtons } from '@/shared/ChoiceButtons';

type Category = NonNullable<RankListQuery['gameCategory']>;
const categories: Category[] = ['ALL', 'LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'CRASH'];

/**
 * The winners list (/winners: the 20 latest biggest wins) and the leaderboard (/leaderboard: the top
 * winners of each category), spec §2 other screens.
 */
export function WinnersPage() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const leaderboard = pathname.toLowerCase() === paths.leaderboard.path;
  const [category, setCategory] = useState<Category>('ALL');
  const { member } = useLoginFlags();
  const messages = useLobbyMessages();
  const list = useQuery(
    games.rankList({
      gameCategory: leaderboard ? category : 'ALL',
      limitNum: 20,
      language: i18n.language,
    }),
  );
  const { art } = useCdnUrls();
  const entries = (list.data?.list ?? []).map((winner) => ({ ...winner, iconUrl: art(winner.iconUrl) }));
  return (
    <Stack space="large">
      <Heading level="1">
        {leaderboard ? t('lobby.leaderboard.title') : t('lobby.winners.pageTitle')}
      </Heading>
      {leaderboard ? (
        <ChoiceButtons
          label={t('lobby.leaderboard.categories')}
          choices={categories.map((c) => ({
            value: c,
            label: c === 'ALL' ? t('lobby.selection.ALL') : t(categoryLabelKeys[c]),
          }))}
          value={category}
          onChange={setCategory}
        />
      ) : null}
      <WinnersBoard
        entries={entries}
        currency={entries[0]?.currency ?? member?.currency ?? merchantCurrency()}
        locale={localeOf(member)}
        limit={20}
        loading={list.isPending}
        headingLevel="h2"
        messages={messages.winners}
      />
    </Stack>
  );
}
